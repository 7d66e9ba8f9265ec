import { Button, chakra, Field, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { JOB_MESSAGES, REPORT_REASONS } from '@shared/messages/jobs';
import { SelectField } from '@web/components/ui/choice-fields';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { userMessage } from '@web/lib/api-client';
import { useReportJob } from '../api/jobs';
import type { Flash } from './flash';

/** Report a job to the admins (a scam, a request to pay outside Crafti, ...). */
export function ReportModal({ job, onClose, onFlash }: { job: { job_id: string; title: string }; onClose: () => void; onFlash: (flash: Flash) => void }) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportJob();
  const id = useId();

  async function onSubmit() {
    if (!reason) {
      setError('Choose a reason.');
      return;
    }
    try {
      const answer = await report.mutateAsync({ jobId: job.job_id, reason, details });
      onFlash({ status: 'success', text: answer.message });
      onClose();
    } catch (err) {
      setError(userMessage(err, 'Failed to report the job. Please try again.'));
    }
  }

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
          <Button colorPalette="red" onClick={() => void onSubmit()} loading={report.isPending}>
            Send report
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">
          Tell the admins what is wrong with “{job.title}”. Never pay a client outside Crafti. {JOB_MESSAGES.reported.replace('Thank you. ', '')}
        </Text>
        <SelectField label="Reason" options={REPORT_REASONS} value={reason} onChange={setReason} placeholder="Select a reason" />
        <Field.Root>
          <Field.Label htmlFor={`${id}-details`}>Details (optional)</Field.Label>
          <chakra.textarea id={`${id}-details`} rows={3} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} w="full" px="3" py="2" borderWidth="1px" borderRadius="md" />
        </Field.Root>
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
      </Stack>
    </Modal>
  );
}
