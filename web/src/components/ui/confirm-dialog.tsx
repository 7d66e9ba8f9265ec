import { Button, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
}

/**
 * `const [confirm, dialog] = useConfirm();` then `if (await confirm({...})) ...` and render
 * `{dialog}` once in the page.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<(value: boolean) => void>(() => undefined);

  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = useCallback((value: boolean) => {
    setOptions(null);
    resolver.current(value);
  }, []);
  const cancel = useCallback(() => close(false), [close]);

  const dialog = (
    <Modal
      open={options !== null}
      onClose={cancel}
      title={options?.title ?? ''}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <Button colorPalette={options?.destructive ? 'red' : 'brand'} onClick={() => close(true)}>
            {options?.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">{options?.message}</Text>
    </Modal>
  );
  return [confirm, dialog];
}
