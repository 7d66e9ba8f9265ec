import { useState } from 'react';
import { defaultTerms } from '@shared/messages/commissions';
import { pesosToCentavos } from '@shared/money';
import { PROJECT_MESSAGES, sendProposalFieldsSchema } from '@shared/schemas/projects';
import { BRAND_SOLID } from '@web/components/ui/brand-button';
import { FormModal } from '@web/components/ui/form-modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { TextField } from '@web/components/ui/text-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useSendProposal } from '@web/api/proposals';
import { TermsEditor } from '../terms/terms-editor';
import {
  budgetCentavos,
  checkTerms,
  draftOf,
  followTotal,
  showFirstTermsError,
  type TermsDraft,
  type TermsErrors,
} from '../terms/terms-draft';

const formSchema = sendProposalFieldsSchema.pick({
  project_name: true,
  project_description: true,
  budget: true,
  due_date: true,
  note: true,
});

/** What the form starts with (a job's accepted applicant gets the job's). */
export interface ProposalDefaults {
  project_name: string;
  project_description: string;
  budget: string;
  due_date: string;
}

const EMPTY: ProposalDefaults = { project_name: '', project_description: '', budget: '', due_date: '' };

/**
 * Send Proposal: project name, description, budget and due date (the spec's), the terms (issue
 * 31: milestones with their amounts, usage, format, the cancellation rule, funding) and a note.
 * The terms start as the defaults of the budget and due date and follow them until edited.
 */
export function SendProposalDialog({
  senderId,
  recipientId,
  recipientName,
  defaults = EMPTY,
  open = true,
  onClose,
  onSent,
}: {
  /** Closed, the dialog keeps what was typed (the profile's button reopens it as it was). */
  open?: boolean;
  senderId: string;
  recipientId: string;
  recipientName: string;
  defaults?: ProposalDefaults;
  onClose: () => void;
  onSent: () => void;
}) {
  const send = useSendProposal();
  const form = useZodForm(formSchema, { defaultValues: { ...defaults, note: '' } });
  const today = new Date().toISOString().slice(0, 10);
  const total = budgetCentavos(form.watch('budget') ?? '');
  const due = form.watch('due_date') || today;
  // Terms nobody changed yet are the defaults of the budget and the due date; then they follow the budget until an amount is typed.
  const [edited, setEdited] = useState<TermsDraft | null>(null);
  const draft = followTotal(edited ?? draftOf(defaultTerms(total ?? 0, due)), total);
  // After a first send, the terms' errors follow the edits (as the form's fields do).
  const [checked, setChecked] = useState(false);
  const termErrors: TermsErrors = checked ? (checkTerms(draft, total ?? 0).errors ?? {}) : {};

  const submit = form.handleSubmit(async (values) => {
    const result = checkTerms(draft, pesosToCentavos(values.budget) ?? 0);
    setChecked(true);
    if (!result.terms) return showFirstTermsError('send-proposal-form');
    await send.mutateAsync({ ...values, sender_id: senderId, recipient_id: recipientId, terms: result.terms });
    form.reset();
    setEdited(null);
    setChecked(false);
    onSent();
  });
  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <FormModal
      open={open}
      size="lg"
      title={`Send a proposal to ${recipientName}`}
      onClose={close}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      submitLabel="Send Proposal"
      submitProps={BRAND_SOLID}
      pending={form.formState.isSubmitting}
      error={send.isError ? userMessage(send.error, PROJECT_MESSAGES.sendFailed) : null}
    >
      <TextField label="Project name" {...form.field('project_name')} />
      <TextareaField label="Project description" rows={4} maxLength={2000} {...form.field('project_description')} />
      <TextField label="Budget (₱)" inputMode="decimal" {...form.field('budget')} />
      <TextField label="Due date" type="date" min={today} {...form.field('due_date')} />
      <TermsEditor value={draft} onChange={setEdited} totalCentavos={total} dueDate={due} errors={termErrors} />
      <TextareaField label="Note (optional)" rows={3} maxLength={1000} {...form.field('note')} />
    </FormModal>
  );
}
