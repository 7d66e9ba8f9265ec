import { chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * A form that waits for its page to be live: on a pre-rendered page (login, register, password
 * reset) its controls are disabled until hydration has attached the handlers (useHydrated), so
 * nothing is typed into a field that hydration then resets and nothing is submitted natively.
 */
export function LiveForm({
  onSubmit,
  onIntent,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Someone is starting on the form (a field focused or touched): e.g. useZodForm's `prepare`. */
  onIntent?: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={onSubmit} onFocus={onIntent} onPointerDown={onIntent} noValidate>
      <chakra.fieldset disabled={!hydrated} border="0" p="0" m="0" minW="0">
        {children}
      </chakra.fieldset>
    </form>
  );
}
