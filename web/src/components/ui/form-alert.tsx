import { Alert } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** An inline message in a form: errors are announced (role=alert), successes politely. */
export function FormAlert({
  status,
  title,
  children,
}: {
  status: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
}) {
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
 * field) it is announced and, when out of view, scrolled to the top of the window: put it just
 * above the first wrong field so both show.
 */
export function SubmitError({
  error,
  focus = true,
  submitCount,
}: {
  error: SubmitErrorMessage | null;
  focus?: boolean;
  submitCount?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const outOfView = () => {
    const { top, bottom } = ref.current!.getBoundingClientRect();
    return top < NAVBAR_PX || bottom > window.innerHeight;
  };
  useEffect(() => {
    const alert = ref.current;
    if (!error || !focus || !alert) return;
    alert.focus({ preventScroll: true });
    // Centred when not wholly in view (below the fold, or under the fixed navigation bar), so
    // the button just pressed stays in view under it.
    if (outOfView()) alert.scrollIntoView({ block: 'center' });
  }, [error, focus]);
  const shown = error !== null;
  useEffect(() => {
    // Once per submit (`submitCount`), never while the person types: the focus is on a field (the
    // first wrong one, placed just under this message); brought to the top of the window, the
    // message and that field below it are both in view.
    if (!shown || focus || !ref.current || !outOfView()) return;
    ref.current.scrollIntoView({ block: 'start' });
  }, [submitCount, shown, focus]);
  if (!error) return null;
  return (
    <Alert.Root
      ref={ref}
      tabIndex={-1}
      status="error"
      role="alert"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'red.700', outlineOffset: '2px' }}
    >
      <Alert.Indicator />
      <Alert.Content>
        {error.title ? <Alert.Title>{error.title}</Alert.Title> : null}
        <Alert.Description>{error.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
