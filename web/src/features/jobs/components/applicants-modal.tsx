import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { JOB_MESSAGES } from '@shared/messages/jobs';
import { useApplicants, useDecideApplicant } from '../api/jobs';
import { StatusBadge } from './job-status-badge';
import type { Flash } from './flash';

/** A job's applicants, 5 a page; Accept and Reject only for Pending ones (part 2 §4). */
export function ApplicantsModal({ job, onClose, onFlash }: { job: { job_id: string; title: string }; onClose: () => void; onFlash: (flash: Flash) => void }) {
  const { cursor, pager } = useServerPages();
  const list = useApplicants(job.job_id, cursor);
  const decide = useDecideApplicant();
  const applicants = list.data?.applicants ?? [];

  async function onDecide(userId: string, status: 'Accepted' | 'Rejected') {
    try {
      await decide.mutateAsync({ job_id: job.job_id, user_id: userId, status });
      onFlash({ status: 'success', text: JOB_MESSAGES.statusUpdated });
    } catch (err) {
      console.error(err);
      onFlash({ status: 'error', text: JOB_MESSAGES.statusFailed });
    }
  }

  let body;
  if (list.isPending) body = <Skeleton h="16" borderRadius="lg" />;
  else if (list.isError) body = <FormAlert status="error">{JOB_MESSAGES.applicantsFailed}</FormAlert>;
  else if (applicants.length === 0) body = <Text color="fg.muted">No one has applied yet.</Text>;
  else
    body = (
      <>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Applicants">
          {applicants.map((a) => {
            const name = `${a.firstname} ${a.lastname}`;
            return (
              <Flex as="li" key={a.user_id} gap="3" align="center" justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="lg" p="3">
                <Flex gap="3" align="center" minW="0">
                  <Avatar name={name} src={a.profile_image} />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{name}</Text>
                    {a.email ? (
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {a.email}
                      </Text>
                    ) : null}
                  </Stack>
                  <StatusBadge status={a.status} />
                </Flex>
                {a.status === 'Pending' ? (
                  <Flex gap="2">
                    <Button size="sm" colorPalette="brand" onClick={() => void onDecide(a.user_id, 'Accepted')} loading={decide.isPending && decide.variables?.user_id === a.user_id && decide.variables.status === 'Accepted'} aria-label={`Accept ${name}`}>
                      Accept
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" color="red.700" onClick={() => void onDecide(a.user_id, 'Rejected')} aria-label={`Reject ${name}`}>
                      Reject
                    </Button>
                  </Flex>
                ) : null}
              </Flex>
            );
          })}
        </Stack>
        <Pager {...pager(list.data ? { items: applicants, cursor: list.data.cursor, total: list.data.total } : undefined)} format={(from, to, total) => `Showing ${from} to ${to} of ${total ?? to} applicants`} />
      </>
    );

  return (
    <Modal open onClose={onClose} title={`Applicants for ${job.title}`} size="lg">
      {body}
    </Modal>
  );
}
