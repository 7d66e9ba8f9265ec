import { Alert } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** An inline message in a form: errors are announced (role=alert), successes politely. */
export function FormAlert({ status, title, children }: { status: 'error' | 'success' | 'info'; title?: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The fixed navigation bar's height (app/layouts), which covers the top of the page. */
const NAVBAR_PX = 64;

export interface SubmitErrorMessage {
  title?: string;
  text: string;
}

/**
 * A form's own error (the server's refusal, or the spec's form-level message), placed beside the
 * submit button. It is announced (role=alert); with `focus`, each new error object also takes
 * the focus, which scrolls it into view, so whoever pressed the button at the bottom of a long
 * form sees what happened. Without `focus` (validation, where focus goes to the first wrong
 * field) it is only announced.
 */
export function SubmitError({ error, focus = true }: { error: SubmitErrorMessage | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (!error || !focus || !alert) return;
    alert.focus({ preventScroll: true });
    // Centred when not wholly in view (below the fold, or under the fixed navigation bar), so
    // the button just pressed stays in view under it.
    const { top, bottom } = alert.getBoundingClientRect();
    if (top < NAVBAR_PX || bottom > window.innerHeight) alert.scrollIntoView({ block: 'center' });
  }, [error, focus]);
  if (!error) return null;
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="error" role="alert" borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'red.700', outlineOffset: '2px' }}>
      <Alert.Indicator />
      <Alert.Content>
        {error.title ? <Alert.Title>{error.title}</Alert.Title> : null}
        <Alert.Description>{error.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
