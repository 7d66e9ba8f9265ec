import { useState, type ReactNode } from 'react';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { userMessage } from '@web/lib/api-client';

interface Outcome {
  status: 'success' | 'error';
  text: string;
  key: number;
}

/**
 * The outcome of a step on the order page, shown beside its buttons: the server's `message` as a
 * success, a refusal in the server's words (userMessage). It takes the focus: the button pressed
 * is often gone (the step changed what the order offers, or its dialog closed).
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const done = (text: string) => setOutcome({ status: 'success', text, key: Date.now() });
  const failed = (err: unknown, fallback: string) =>
    setOutcome({ status: 'error', text: userMessage(err, fallback), key: Date.now() });
  /** Runs a step that needs no dialog; resolves true on success. */
  const run = async (write: () => Promise<{ message: string }>, fallback: string) => {
    setOutcome(null);
    try {
      done((await write()).message);
      return true;
    } catch (err) {
      failed(err, fallback);
      return false;
    }
  };
  const alert: ReactNode = outcome ? (
    <OutcomeAlert key={outcome.key} status={outcome.status} focus>
      {outcome.text}
    </OutcomeAlert>
  ) : null;
  return { alert, shown: outcome !== null, run, done, clear: () => setOutcome(null) };
}

export type Run = ReturnType<typeof useOutcome>['run'];
