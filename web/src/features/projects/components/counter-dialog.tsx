import { useState } from 'react';
import { COMMISSION_MESSAGES, defaultTerms } from '@shared/messages/commissions';
import { PROJECT_MESSAGES, type Proposal } from '@shared/schemas/projects';
import { BRAND_SOLID } from '@web/components/ui/brand-button';
import { FormModal } from '@web/components/ui/form-modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { TextField } from '@web/components/ui/text-field';
import { userMessage } from '@web/lib/api-client';
import { useCounterProposal } from '../api/projects';
import { TermsEditor } from '@web/components/terms/terms-editor';
import {
  budgetCentavos,
  checkTerms,
  draftOf,
  followTotal,
  pesosText,
  showFirstTermsError,
  type TermsErrors,
} from '@web/components/terms/terms-draft';

/**
 * Counter: the recipient changes the terms (the total price, milestones, usage, ...), the due
 * date and adds a note; the proposal goes back to the other side as a new version.
 */
export function CounterDialog({
  proposal,
  onClose,
  onCountered,
}: {
  proposal: Proposal;
  onClose: () => void;
  onCountered: (message: string) => void;
}) {
  const start = proposal.terms ?? defaultTerms(budgetCentavos(proposal.budget) ?? 0, proposal.due_date);
  const [edited, setDraft] = useState(() => draftOf(start));
  const [total, setTotal] = useState(() => pesosText(start.total_centavos));
  const [dueDate, setDueDate] = useState(proposal.due_date);
  const [note, setNote] = useState('');
  // After a first send, the errors follow the edits.
  const [checked, setChecked] = useState(false);
  const counter = useCounterProposal();
  const today = new Date().toISOString().slice(0, 10);
  const totalCentavos = budgetCentavos(total);
  // A new total splits the amounts evenly until one is typed.
  const draft = followTotal(edited, totalCentavos);

  const check = () => {
    const errors: TermsErrors = {};
    if (!totalCentavos) errors.total = PROJECT_MESSAGES.invalidBudget;
    if (!dueDate || dueDate < today) errors.due_date = PROJECT_MESSAGES.dueDatePast;
    const result = checkTerms(draft, totalCentavos ?? 0);
    return {
      errors: { ...errors, ...(result.errors ?? {}) },
      terms: Object.keys(errors).length === 0 ? result.terms : null,
    };
  };
  const errors = checked ? check().errors : {};

  const submit = () => {
    setChecked(true);
    const { terms } = check();
    if (!terms) return showFirstTermsError('counter-form');
    counter.mutate(
      { proposalId: proposal.proposal_id, terms, due_date: dueDate, ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => onCountered(COMMISSION_MESSAGES.countered) },
    );
  };

  return (
    <FormModal
      size="lg"
      title={`Counter: ${proposal.project_name}`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      submitLabel="Send counter-proposal"
      submitProps={BRAND_SOLID}
      pending={counter.isPending}
      error={counter.isError ? userMessage(counter.error, 'Failed to send the counter-proposal.') : null}
    >
      <TextField label="Total price (₱)" inputMode="decimal" value={total} onChange={setTotal} error={errors.total} />
      <TextField
        label="Project due date"
        type="date"
        min={today}
        value={dueDate}
        onChange={setDueDate}
        error={errors.due_date}
      />
      <TermsEditor value={draft} onChange={setDraft} totalCentavos={totalCentavos} dueDate={dueDate} errors={errors} />
      <TextareaField
        label="Note to the other side (optional)"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={setNote}
      />
    </FormModal>
  );
}
