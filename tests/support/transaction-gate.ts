import { dynamo } from '@functions/core/db/client';

/**
 * Makes a race deterministic in the test's own process: every write transaction sent through the
 * data layer waits until `count` of them are waiting (or `maxWaitMs` passed), then all go at
 * once. Each racer has then done all its reads before any of them writes, so only the writes'
 * conditions can keep them apart: a dropped condition fails every run, not only unlucky ones.
 * Answers the function that takes the gate away.
 */
export function gateTransactions(count: number, maxWaitMs = 10_000): () => void {
  const client = dynamo() as unknown as { send: (command: object, options?: unknown) => Promise<unknown> };
  const original = client.send;
  const waiting: (() => void)[] = [];
  let open = false;
  const release = () => {
    open = true;
    for (const go of waiting.splice(0)) go();
  };
  const timer = setTimeout(release, maxWaitMs);
  client.send = async function (command, options) {
    if (!open && command.constructor.name === 'TransactWriteCommand') {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length >= count) release();
      });
    }
    return original.call(this, command, options);
  };
  return () => {
    clearTimeout(timer);
    release();
    client.send = original;
  };
}
