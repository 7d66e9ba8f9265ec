import { Box, Button, chakra, Stack, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

interface FormModalProps {
  /** The dialog's title, which also names its form. */
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text, and how it looks (a destructive action's red, the brand's). */
  submitLabel: ReactNode;
  submitProps?: ButtonProps;
  /** The request is on its way: the submit button shows it and cannot be pressed again. */
  pending: boolean;
  /** The server's refusal or the network's failure, shown under the fields, above the buttons (scrolled into view). */
  error?: string | null;
  open?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  children: ReactNode;
}

/**
 * A form in a dialog (a report, a moderation reason, a proposal or a counter-offer): its fields,
 * its error, Cancel and the submit button in the footer, bound to the form by its id so Enter in
 * a field and the button send the same form.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitProps,
  pending,
  error,
  open = true,
  size,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending} {...submitProps}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <chakra.form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="4">
          {children}
          <ModalError error={error} />
        </Stack>
      </chakra.form>
    </Modal>
  );
}

/** The form's error, brought into view in a long form's scrolled body when it comes (it is announced: role=alert). */
function ModalError({ error }: { error?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  if (!error) return null;
  return (
    <Box ref={ref}>
      <FormAlert status="error">{error}</FormAlert>
    </Box>
  );
}
