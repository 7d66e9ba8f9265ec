import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { JOB_MESSAGES, REPORT_REASONS } from '@shared/messages/jobs';
import { reportBodySchema } from '@shared/schemas/jobs';
import { SelectField } from '@web/components/ui/choice-fields';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useReportJob } from '../api/jobs';
import type { Flash } from './flash';

/** Report a job to the admins (a scam, a request to pay outside Crafti, ...). */
export function ReportModal({ job, onClose, onFlash }: { job: { job_id: string; title: string }; onClose: () => void; onFlash: (flash: Flash) => void }) {
  const form = useZodForm(reportBodySchema, { defaultValues: { reason: '', details: '' } });
  const [error, setError] = useState<string | null>(null);
  const report = useReportJob();
  const formId = useId();

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
    <Modal
      open
      onClose={onClose}
      title="Report this job"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="red" loading={report.isPending}>
            Send report
          </Button>
        </>
      }
    >
      <chakra.form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <Text color="fg.muted">
            Tell the admins what is wrong with “{job.title}”. Never pay a client outside Crafti. {JOB_MESSAGES.reported.replace('Thank you. ', '')}
          </Text>
          <SelectField label="Reason" options={REPORT_REASONS} placeholder="Select a reason" {...form.field('reason')} />
          <TextareaField label="Details (optional)" rows={3} maxLength={1000} {...form.field('details')} />
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
        </Stack>
      </chakra.form>
    </Modal>
  );
}
