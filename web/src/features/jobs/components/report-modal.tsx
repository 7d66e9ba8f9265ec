import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { JOB_MESSAGES, REPORT_REASONS } from '@shared/messages/jobs';
import { reportBodySchema } from '@shared/schemas/jobs';
import { SelectField } from '@web/components/ui/choice-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useReportJob } from '../api/jobs';
import type { Flash } from './flash';

/** Report a job to the admins (a scam, a request to pay outside Crafti, ...). */
export function ReportModal({
  job,
  onClose,
  onFlash,
}: {
  job: { job_id: string; title: string };
  onClose: () => void;
  onFlash: (flash: Flash) => void;
}) {
  const form = useZodForm(reportBodySchema, { defaultValues: { reason: '', details: '' } });
  const [error, setError] = useState<string | null>(null);
  const report = useReportJob();

  const submit = form.handleSubmit(async ({ reason, details }) => {
    setError(null);
    try {
      const answer = await report.mutateAsync({ jobId: job.job_id, reason, details });
      onFlash({ status: 'success', text: answer.message });
      onClose();
    } catch (err) {
      setError(userMessage(err, 'Failed to report the job. Please try again.'));
    }
  });

  return (
    <FormModal
      title="Report this job"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel="Send report"
      submitProps={{ colorPalette: 'red' }}
      pending={report.isPending}
      error={error}
    >
      <Text color="fg.muted">
        Tell the admins what is wrong with “{job.title}”. Never pay a client outside Crafti.{' '}
        {JOB_MESSAGES.reported.replace('Thank you. ', '')}
      </Text>
      <SelectField label="Reason" options={REPORT_REASONS} placeholder="Select a reason" {...form.field('reason')} />
      <TextareaField label="Details (optional)" rows={3} maxLength={1000} {...form.field('details')} />
    </FormModal>
  );
}
