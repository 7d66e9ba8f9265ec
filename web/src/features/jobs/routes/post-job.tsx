import { Box, Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { JOB_MESSAGES } from '@shared/messages/jobs';
import type { Job } from '@shared/schemas/jobs';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { jobKeys, useClientJobs, useDeleteJob, usePostJob, useUpdateJob } from '../api/jobs';
import { ActionMenu } from '@web/components/ui/action-menu';
import { ApplicantsModal } from '../components/applicants-modal';
import { FlashMessage, useFlash } from '../components/flash';
import { longDate } from '../components/format';
import { JobForm, type JobFormOutput } from '../components/job-form';
import { StyleChips } from '../components/job-card';
import { StatusBadge } from '../components/job-status-badge';

const showingJobs = (from: number, to: number) => (from === 0 ? 'No jobs on this page' : `Showing ${from} to ${to}`);

/** /post-job (clients): the collapsible create form, then the client's own jobs, 5 a page. */
export function Component() {
  usePageTitle('Post a Job');
  const { user } = useAuth();
  const userId = user?.userId;
  const queryClient = useQueryClient();
  const { cursor, pager } = useServerPages();
  const list = useClientJobs(userId, cursor);
  const post = usePostJob(userId);
  const update = useUpdateJob();
  const remove = useDeleteJob();
  const [confirm, confirmDialog] = useConfirm();
  const [flash, setFlash] = useFlash();
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<Job | null>(null);
  const [viewing, setViewing] = useState<Job | null>(null);

  // A new application: the applicant counts move.
  useLiveMessage('notification', () => void queryClient.invalidateQueries({ queryKey: jobKeys.client() }));

  async function onPost({ status: _open, ...fields }: JobFormOutput) {
    try {
      await post.mutateAsync(fields);
      setFlash({ status: 'success', text: JOB_MESSAGES.created });
      setFormKey((k) => k + 1);
      setFormOpen(false);
    } catch (err) {
      console.error(err);
      setFlash({ status: 'error', text: userMessage(err, JOB_MESSAGES.postFailed) });
    }
  }

  async function onEdit(job: Job, values: JobFormOutput) {
    try {
      await update.mutateAsync({ jobId: job.job_id, body: values });
      setEditing(null);
      setFlash({ status: 'success', text: JOB_MESSAGES.updated });
    } catch (err) {
      console.error(err);
      setFlash({ status: 'error', text: userMessage(err, JOB_MESSAGES.updateFailed) });
    }
  }

  async function onDelete(job: Job) {
    if (
      !(await confirm({
        title: JOB_MESSAGES.confirmDelete,
        message: `"${job.title}" and its applications will be removed.`,
        confirmLabel: 'Delete',
        destructive: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(job.job_id);
      setFlash({ status: 'success', text: JOB_MESSAGES.deleted });
    } catch (err) {
      console.error(err);
      setFlash({ status: 'error', text: JOB_MESSAGES.deleteFailed });
    }
  }

  async function onComplete(job: Job) {
    if (
      !(await confirm({
        title: JOB_MESSAGES.confirmComplete,
        message: `"${job.title}" will stop taking applications.`,
        confirmLabel: 'Mark as Completed',
      }))
    )
      return;
    try {
      await update.mutateAsync({ jobId: job.job_id, body: { status: 'Completed' } });
      setFlash({ status: 'success', text: JOB_MESSAGES.completed });
    } catch (err) {
      console.error(err);
      setFlash({ status: 'error', text: JOB_MESSAGES.jobStatusFailed });
    }
  }

  /** Closing the edit form takes its message with it. */
  function closeEdit() {
    setEditing(null);
    setFlash(null);
  }

  const jobs = list.data?.jobs ?? [];
  let body;
  if (list.isPending) {
    body = (
      <Stack gap="3" role="status" aria-label="Loading your jobs">
        <Skeleton h="32" borderRadius="xl" />
        <Skeleton h="32" borderRadius="xl" />
      </Stack>
    );
  } else if (list.isError && !list.data) {
    body = <FormAlert status="error">{JOB_MESSAGES.loadFailed}</FormAlert>;
  } else if (jobs.length === 0 && !cursor) {
    body = (
      <Stack borderWidth="1px" borderRadius="xl" p="8" textAlign="center" align="center" gap="1">
        <Text fontWeight="semibold">You have not posted a job yet.</Text>
        <Text color="fg.muted" fontSize="sm">
          Describe a commission above and artists can apply.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" aria-label="Your jobs">
          {jobs.map((job) => (
            <Box as="li" key={job.job_id} borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} bg="bg">
              <Flex justify="space-between" align="flex-start" gap="3">
                <Stack gap="1" minW="0">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Heading as="h3" size="md">
                      {job.title}
                    </Heading>
                    <StatusBadge status={job.status} />
                  </Flex>
                  <Text fontSize="sm" color="fg.muted">
                    Posted {longDate(job.created_at)} · Deadline {longDate(job.deadline)} · {job.budget}
                  </Text>
                </Stack>
                <ActionMenu
                  label={`Actions for ${job.title}`}
                  actions={[
                    { label: 'Edit', onSelect: () => setEditing(job) },
                    { label: 'Delete', onSelect: () => void onDelete(job), destructive: true },
                    ...(job.status === 'Completed'
                      ? []
                      : [{ label: 'Mark as Completed', onSelect: () => void onComplete(job) }]),
                  ]}
                />
              </Flex>
              <Text mt="3" whiteSpace="pre-line" lineClamp={4}>
                {job.description}
              </Text>
              <StyleChips styles={job.preferred_art_styles} />
              <Button mt="4" size="sm" variant="outline" colorPalette="brand" onClick={() => setViewing(job)}>
                {job.applicant_count === 1 ? '1 applicant' : `${job.applicant_count ?? 0} applicants`}
              </Button>
            </Box>
          ))}
        </Stack>
        <Pager
          {...pager(list.data ? { items: jobs, cursor: list.data.cursor, total: null } : undefined)}
          format={showingJobs}
        />
      </>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Post a Job
          </Heading>
          <Text color="fg.muted">Describe a commission; artists apply and you choose.</Text>
        </Stack>
        <Box borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
          <Button
            variant={formOpen ? 'outline' : 'solid'}
            colorPalette="brand"
            onClick={() => setFormOpen((o) => !o)}
            aria-expanded={formOpen}
            aria-controls="create-job-form"
          >
            {formOpen ? 'Hide form' : 'Create a job post'}
          </Button>
          <Box id="create-job-form" hidden={!formOpen} mt={formOpen ? '4' : '0'}>
            {formOpen ? (
              <JobForm
                key={formKey}
                submitLabel="Post"
                submitDisabledUntilComplete
                busy={post.isPending}
                onSubmit={(v) => void onPost(v)}
                onInvalid={() => setFlash({ status: 'error', text: JOB_MESSAGES.allRequired })}
              />
            ) : null}
          </Box>
        </Box>
        <Heading as="h2" size="lg">
          Your jobs
        </Heading>
        {body}
      </Stack>
      {editing ? (
        <Modal open onClose={closeEdit} title="Edit job" size="lg">
          <JobForm
            job={editing}
            submitLabel="Save changes"
            busy={update.isPending}
            onSubmit={(v) => void onEdit(editing, v)}
            onInvalid={() => setFlash({ status: 'error', text: JOB_MESSAGES.completeFields })}
            onCancel={closeEdit}
          />
        </Modal>
      ) : null}
      {viewing ? <ApplicantsModal job={viewing} onClose={() => setViewing(null)} onFlash={setFlash} /> : null}
      {confirmDialog}
      <FlashMessage flash={flash} />
    </Container>
  );
}
