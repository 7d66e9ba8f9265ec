import { useState, type ReactNode } from 'react';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { userMessage } from '@web/lib/api-client';

interface Outcome {
  status: 'success' | 'error';
  text: string;
  key: number;
}

/**
 * The outcome of a button on the project page, shown beside it: the answer's `message` as a
 * success, a refusal through userMessage(). `run(write, fallback)` resolves true on success.
 */
export function useOutcome(): {
  alert: ReactNode;
  run: (write: () => Promise<{ message: string }>, fallback: string) => Promise<boolean>;
  clear: () => void;
  fail: (text: string) => void;
} {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (write: () => Promise<{ message: string }>, fallback: string) => {
    setOutcome(null);
    try {
      const { message } = await write();
      setOutcome({ status: 'success', text: message, key: Date.now() });
      return true;
    } catch (err) {
      setOutcome({ status: 'error', text: userMessage(err, fallback), key: Date.now() });
      return false;
    }
  };
  const alert = outcome ? (
    <OutcomeAlert key={outcome.key} status={outcome.status}>
      {outcome.text}
    </OutcomeAlert>
  ) : null;
  return {
    alert,
    run,
    clear: () => setOutcome(null),
    fail: (text) => setOutcome({ status: 'error', text, key: Date.now() }),
  };
}

/** The first message of a failed check (a shared zod schema's safeParse), or null when it passes. */
export function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Check the form.');
}
