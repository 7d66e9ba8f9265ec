import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, MODERATION_REPORT_REASONS, REPORT_DETAILS_MAX } from '@shared/messages/moderation';
import { reportBodySchema } from '@shared/schemas/moderation';
import { useSendReport, type ReportTarget } from '@web/api/moderation';
import { DANGER_SOLID } from '@web/components/ui/danger-button';
import { FormModal } from '@web/components/ui/form-modal';
import { RadioChoiceField } from '@web/components/ui/radio-choice-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { isApiError, userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import type { ReportOutcome } from './report-outcome';

const REASON_OPTIONS = MODERATION_REPORT_REASONS.map((r) => ({ value: r, label: r }));

/**
 * The Report dialog: a reason (a radio group), optional details, Send report. Sent or already
 * reported, it closes and hands the outcome to `onDone`; any other refusal (too many reports, the
 * content is gone) stays in the dialog, beside its button, where the reporter looks.
 * `subject` names what is reported ("the post by Ana Cruz").
 */
export function ReportDialog({
  target,
  subject,
  onClose,
  onDone,
}: {
  target: ReportTarget;
  subject: string;
  onClose: () => void;
  onDone: (outcome: ReportOutcome) => void;
}) {
  // The body's own rules (details required for 'Other'); the kind and id ride along unseen.
  const form = useZodForm(reportBodySchema, {
    defaultValues: { kind: target.kind, target_id: target.targetId, reason: '', details: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const send = useSendReport();

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const answer = await send.mutateAsync(body);
      onDone({ status: 'success', text: answer.message });
    } catch (err) {
      if (isApiError(err, 'POST /api/reports', ErrorCodes.moderationAlreadyReported))
        onDone({ status: 'info', text: err.message });
      else setError(userMessage(err, MODERATION_MESSAGES.reportFailed));
    }
  });

  return (
    <FormModal
      title={MODERATION_MESSAGES.reportTitle}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={MODERATION_MESSAGES.reportSubmit}
      submitProps={DANGER_SOLID}
      pending={send.isPending}
      error={error}
    >
      <Text color="fg.muted">
        Tell the admins what is wrong with {subject}. They review every report; the author is not told who reported.
      </Text>
      <RadioChoiceField
        legend={MODERATION_MESSAGES.reportReason}
        options={REASON_OPTIONS}
        columns={2}
        {...form.field('reason')}
      />
      <TextareaField
        label={MODERATION_MESSAGES.reportDetails}
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        {...form.field('details')}
      />
    </FormModal>
  );
}
