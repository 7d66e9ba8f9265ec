import { Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorCodes } from '@shared/api/errors';
import { JOB_ART_STYLES, JOB_MESSAGES } from '@shared/messages/jobs';
import type { Job, OpenJob } from '@shared/schemas/jobs';
import { SelectField } from '@web/components/ui/choice-fields';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { Tabs } from '@web/components/ui/tabs';
import { ApiError, isApiError } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { usePageTitle } from '@web/lib/page-title';
import { preloadable } from '@web/lib/preloadable';
import { useAuth } from '@web/lib/session';
import {
  appliedJobsQuery,
  jobKeys,
  openJobsQuery,
  useApply,
  useAppliedJobs,
  useOpenJobs,
  useRemoveApplication,
  useUnapply,
} from '../api/jobs';
import { queryClient as sharedQueryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { browseJobsTab } from '../browse-jobs-data';
import { FlashMessage, useFlash, type Flash } from '../components/flash';
import { JobCard } from '../components/job-card';
import { StatusBadge } from '../components/job-status-badge';

/** The report form (and zod, which checks it) loads when someone reports a job, not with the list. */
const ReportModal = preloadable(() => import('../components/report-modal').then((m) => m.ReportModal));

const showingJobs = (from: number, to: number) => (from === 0 ? 'No jobs on this page' : `Showing ${from} to ${to}`);

/** Refusals of an application that say why in their own words (closed, held for review, the day's cap); any other is the spec's text. */
const EXPLAINED_APPLY_REFUSALS = [ErrorCodes.jobClosed, ErrorCodes.jobUnderReview, ErrorCodes.rateLimited] as const;

function applyRefusal(err: unknown): string {
  return err instanceof ApiError &&
    EXPLAINED_APPLY_REFUSALS.some((code) => isApiError(err, 'POST /api/apply-job', code))
    ? err.message
    : JOB_MESSAGES.alreadyApplied;
}

/** Unapply's refusal: an application decided meanwhile says so; anything else is the spec's text. */
const unapplyRefusal = (err: unknown) =>
  isApiError(err, 'DELETE /api/unapply-job', ErrorCodes.jobApplicationDecided)
    ? JOB_MESSAGES.notPending
    : JOB_MESSAGES.unapplyFailed;

/** Runs an application's action and flashes its outcome: the success text, or the refusal's. */
async function flashOutcome(
  onFlash: (flash: Flash) => void,
  action: () => Promise<unknown>,
  success: string,
  refusal: (err: unknown) => string,
) {
  try {
    await action();
    onFlash({ status: 'success', text: success });
  } catch (err) {
    console.error(err);
    onFlash({ status: 'error', text: refusal(err) });
  }
}

function JobList({
  label,
  loading,
  failed,
  jobs,
  empty,
  children,
}: {
  label: string;
  loading: boolean;
  failed: boolean;
  jobs: unknown[];
  empty: string;
  children: ReactNode;
}) {
  if (loading)
    return (
      <Stack gap="3" role="status" aria-label={`Loading ${label}`}>
        <Skeleton h="48" borderRadius="xl" />
        <Skeleton h="48" borderRadius="xl" />
      </Stack>
    );
  if (failed) return <FormAlert status="error">{JOB_MESSAGES.loadFailed}</FormAlert>;
  if (jobs.length === 0)
    return (
      <Stack borderWidth="1px" borderRadius="xl" p="8" textAlign="center" align="center">
        <Text fontWeight="semibold">{empty}</Text>
      </Stack>
    );
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" aria-label={label}>
      {children}
    </Stack>
  );
}

/** The artist's own application on a job card. */
function ApplicationBadge({ status }: { status: OpenJob['application_status'] & string }) {
  return (
    <Flex gap="1.5" align="center">
      <Text as="span" fontSize="xs" color="fg.muted">
        Your application:
      </Text>
      <StatusBadge status={status} />
    </Flex>
  );
}

/** Offers: Open jobs, newest first, 5 a page, with a style filter (a new filter starts at page 1). */
function OffersTab({ userId, onFlash }: { userId: string | undefined; onFlash: (flash: Flash) => void }) {
  const [style, setStyle] = useState('');
  return (
    <Stack gap="4">
      <SelectField
        label="Filter by style"
        options={JOB_ART_STYLES}
        value={style}
        onChange={setStyle}
        placeholder="All styles"
      />
      <OffersPage key={style} style={style || undefined} userId={userId} onFlash={onFlash} />
    </Stack>
  );
}

function OffersPage({
  style,
  userId,
  onFlash,
}: {
  style: string | undefined;
  userId: string | undefined;
  onFlash: (flash: Flash) => void;
}) {
  const { cursor, pager } = useServerPages();
  const list = useOpenJobs(cursor, style);
  const apply = useApply(userId);
  const unapply = useUnapply(userId);
  const [reporting, setReporting] = useState<Job | null>(null);
  const jobs = list.data?.jobs ?? [];

  const onApply = (job: Job) =>
    flashOutcome(onFlash, () => apply.mutateAsync(job.job_id), JOB_MESSAGES.applied, applyRefusal);

  const onUnapply = (job: Job) =>
    flashOutcome(onFlash, () => unapply.mutateAsync(job.job_id), JOB_MESSAGES.unapplied, unapplyRefusal);

  /** Apply, or Unapply while the artist's application is Pending; a decided one shows its status. */
  function applicationAction(job: OpenJob) {
    if (job.application_status === 'Pending') {
      return (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          color="red.700"
          onClick={() => void onUnapply(job)}
          loading={unapply.isPending && unapply.variables === job.job_id}
          aria-label={`Unapply from ${job.title}`}
        >
          Unapply
        </Button>
      );
    }
    if (job.application_status) return null;
    return (
      <Button
        size="sm"
        colorPalette="brand"
        onClick={() => void onApply(job)}
        loading={apply.isPending && apply.variables === job.job_id}
        aria-label={`Apply to ${job.title}`}
      >
        Apply
      </Button>
    );
  }

  return (
    <>
      <JobList
        label="Job offers"
        loading={list.isPending}
        failed={list.isError && !list.data}
        jobs={jobs}
        empty="No open jobs right now."
      >
        {jobs.map((job) => (
          <JobCard
            key={job.job_id}
            job={job}
            badges={job.application_status ? <ApplicationBadge status={job.application_status} /> : null}
            actions={
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  color="fg.muted"
                  onClick={() => setReporting(job)}
                  onPointerEnter={ReportModal.prepare}
                  onFocus={ReportModal.prepare}
                  aria-label={`Report ${job.title}`}
                >
                  Report
                </Button>
                {applicationAction(job)}
              </>
            }
          />
        ))}
      </JobList>
      {jobs.length > 0 || cursor ? (
        <Pager
          {...pager(list.data ? { items: jobs, cursor: list.data.cursor, total: null } : undefined)}
          format={showingJobs}
        />
      ) : null}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportModal job={reporting} onClose={() => setReporting(null)} onFlash={onFlash} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Applied: the artist's applications, newest first, 5 a page: Unapply while Pending, Remove once decided. */
function AppliedTab({ userId, onFlash }: { userId: string | undefined; onFlash: (flash: Flash) => void }) {
  const { cursor, pager } = useServerPages();
  const list = useAppliedJobs(userId, cursor);
  const unapply = useUnapply(userId);
  const remove = useRemoveApplication(userId);
  const jobs = list.data?.jobs ?? [];

  const onUnapply = (job: Job) =>
    flashOutcome(onFlash, () => unapply.mutateAsync(job.job_id), JOB_MESSAGES.unapplied, unapplyRefusal);

  const onRemove = (job: Job) =>
    flashOutcome(
      onFlash,
      () => remove.mutateAsync(job.job_id),
      JOB_MESSAGES.removed,
      () => JOB_MESSAGES.removeFailed,
    );

  return (
    <Stack gap="4">
      <JobList
        label="Applied jobs"
        loading={list.isPending}
        failed={list.isError && !list.data}
        jobs={jobs}
        empty="You have not applied to any job yet."
      >
        {jobs.map((job) => (
          <JobCard
            key={job.job_id}
            job={job}
            badges={<ApplicationBadge status={job.application_status} />}
            actions={
              job.application_status === 'Pending' ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  color="red.700"
                  onClick={() => void onUnapply(job)}
                  loading={unapply.isPending && unapply.variables === job.job_id}
                  aria-label={`Unapply from ${job.title}`}
                >
                  Unapply
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void onRemove(job)}
                  loading={remove.isPending && remove.variables === job.job_id}
                  aria-label={`Remove ${job.title} from your list`}
                >
                  Remove
                </Button>
              )
            }
          />
        ))}
      </JobList>
      {jobs.length > 0 || cursor ? (
        <Pager
          {...pager(list.data ? { items: jobs, cursor: list.data.cursor, total: null } : undefined)}
          format={showingJobs}
        />
      ) : null}
    </Stack>
  );
}

/** What the tab the address opens shows first, into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ userId, role }: SessionUser): Promise<unknown> {
  if (role !== 'Artist') return Promise.resolve();
  return browseJobsTab(window.location.search) === 'applied'
    ? sharedQueryClient.prefetchQuery(appliedJobsQuery(userId, null))
    : sharedQueryClient.prefetchQuery(openJobsQuery(null, undefined));
}

/** /browse-jobs (artists): tabs Offers and Applied, 5 a page each; switching tabs starts at page 1. */
export function Component() {
  usePageTitle('Browse Job Offers');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = browseJobsTab(params);
  const [flash, setFlash] = useFlash();

  // A decision on an application: the Applied tab follows.
  useLiveMessage('notification', () => void queryClient.invalidateQueries({ queryKey: jobKeys.applied() }));

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '6' }}>
      <Stack gap="5">
        <Flex direction="column" gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Browse Job Offers
          </Heading>
          <Text color="fg.muted">
            Applying is free. Only deal and pay through Crafti; report a job that asks otherwise.
          </Text>
        </Flex>
        <Tabs
          value={tab}
          onChange={(id) => setParams(id === 'applied' ? { tab: 'applied' } : {}, { replace: true })}
          items={[
            { id: 'offers', label: 'Offers', content: <OffersTab userId={user?.userId} onFlash={setFlash} /> },
            { id: 'applied', label: 'Applied', content: <AppliedTab userId={user?.userId} onFlash={setFlash} /> },
          ]}
        />
      </Stack>
      <FlashMessage flash={flash} />
    </Container>
  );
}
