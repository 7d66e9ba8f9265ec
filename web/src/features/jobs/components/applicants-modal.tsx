import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { JOB_MESSAGES } from '@shared/messages/jobs';
import { PROJECT_MESSAGES } from '@shared/messages/projects';
import { SendProposalDialog, type ProposalDefaults } from '@web/components/proposals/send-proposal-dialog';
import { useAuth } from '@web/lib/session';
import { useApplicants, useDecideApplicant } from '../api/jobs';
import { StatusBadge } from './job-status-badge';
import type { Flash } from './flash';

type JobFields = { job_id: string; title: string; description?: string; budget?: string; deadline?: string };

/** A job's budget range as a starting amount: its upper bound ('₱1,000 - ₱5,000' → 5000), none when open. */
const budgetFrom = (range: string | undefined) => (range?.match(/[\d,]+/g)?.at(-1) ?? '').replace(/,/g, '');

/** The proposal a job's accepted applicant gets: the job's title, description, budget and deadline. */
const proposalFromJob = (job: JobFields): ProposalDefaults => ({
  project_name: job.title,
  project_description: job.description ?? '',
  budget: budgetFrom(job.budget),
  due_date: job.deadline ?? '',
});

/**
 * A job's applicants, 5 a page; Accept and Reject only for Pending ones (part 2 §4). An accepted
 * applicant gets "Send proposal": the send form, prefilled from the job (issue 31).
 */
export function ApplicantsModal({
  job,
  onClose,
  onFlash,
}: {
  job: JobFields;
  onClose: () => void;
  onFlash: (flash: Flash) => void;
}) {
  const { user } = useAuth();
  const [proposingTo, setProposingTo] = useState<{ userId: string; name: string } | null>(null);
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
              <Flex
                as="li"
                key={a.user_id}
                gap="3"
                align="center"
                justify="space-between"
                wrap="wrap"
                borderWidth="1px"
                borderRadius="lg"
                p="3"
              >
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
                    <Button
                      size="sm"
                      colorPalette="brand"
                      onClick={() => void onDecide(a.user_id, 'Accepted')}
                      loading={
                        decide.isPending &&
                        decide.variables?.user_id === a.user_id &&
                        decide.variables.status === 'Accepted'
                      }
                      aria-label={`Accept ${name}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      color="red.700"
                      onClick={() => void onDecide(a.user_id, 'Rejected')}
                      aria-label={`Reject ${name}`}
                    >
                      Reject
                    </Button>
                  </Flex>
                ) : null}
                {a.status === 'Accepted' && user ? (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => setProposingTo({ userId: a.user_id, name })}
                    aria-label={`Send proposal to ${name}`}
                  >
                    Send proposal
                  </Button>
                ) : null}
              </Flex>
            );
          })}
        </Stack>
        <Pager
          {...pager(list.data ? { items: applicants, cursor: list.data.cursor, total: list.data.total } : undefined)}
          format={(from, to, total) => `Showing ${from} to ${to} of ${total ?? to} applicants`}
        />
      </>
    );

  if (proposingTo && user)
    return (
      <SendProposalDialog
        senderId={user.userId}
        recipientId={proposingTo.userId}
        recipientName={proposingTo.name}
        defaults={proposalFromJob(job)}
        onClose={() => setProposingTo(null)}
        onSent={() => {
          setProposingTo(null);
          onFlash({ status: 'success', text: PROJECT_MESSAGES.sent });
        }}
      />
    );
  return (
    <Modal open onClose={onClose} title={`Applicants for ${job.title}`} size="lg">
      {body}
    </Modal>
  );
}
