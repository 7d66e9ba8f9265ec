import { Box, Button, chakra, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PROJECT_MESSAGES, sendProposalBodySchema } from '@shared/schemas/projects';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { TextField } from '@web/components/ui/text-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useSendProposal } from '../api/people';

const formSchema = sendProposalBodySchema.pick({ project_name: true, project_description: true, budget: true, due_date: true });

/** Send Proposal: project name, description, budget and due date, to the person whose profile this is. */
export function SendProposalButton({ senderId, recipientId, recipientName }: { senderId: string; recipientId: string; recipientName: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useSendProposal();
  const form = useZodForm(formSchema, { defaultValues: { project_name: '', project_description: '', budget: '', due_date: '' } });
  const today = new Date().toISOString().slice(0, 10);

  const close = () => {
    setOpen(false);
    send.reset();
  };
  const submit = form.handleSubmit(async (values) => {
    await send.mutateAsync({ ...values, sender_id: senderId, recipient_id: recipientId });
    form.reset();
    setSent(true);
    setOpen(false);
  });

  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        size="sm"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        Send Proposal
      </Button>
      {sent ? (
        <Box w="full">
          <FormAlert status="success">{PROJECT_MESSAGES.sent}</FormAlert>
        </Box>
      ) : null}
      <Modal
        open={open}
        onClose={close}
        title={`Send a proposal to ${recipientName}`}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="send-proposal-form" bg="brand.700" color="white" _hover={{ bg: 'brand.800' }} loading={form.formState.isSubmitting}>
              Send Proposal
            </Button>
          </>
        }
      >
        <chakra.form id="send-proposal-form" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
          <Stack gap="4">
            {send.isError ? <FormAlert status="error">{userMessage(send.error, PROJECT_MESSAGES.sendFailed)}</FormAlert> : null}
            <TextField label="Project name" {...form.field('project_name')} />
            <TextareaField label="Project description" rows={4} maxLength={2000} {...form.field('project_description')} />
            <TextField label="Budget (₱)" inputMode="decimal" {...form.field('budget')} />
            <TextField label="Due date" type="date" min={today} {...form.field('due_date')} />
          </Stack>
        </chakra.form>
      </Modal>
    </>
  );
}
