import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobFields, JobStatus } from '@shared/schemas/jobs';
import { call, type CallInput } from '@web/lib/api-client';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';

/** Every jobs query lives under `jobKeys.all`. */
export const jobKeys = {
  all: ['jobs'] as const,
  /** Every page of every client's own jobs (Post a Job). */
  client: () => [...jobKeys.all, 'client'] as const,
  clientPage: (userId: string | undefined, cursor: string | null) => [...jobKeys.client(), userId, cursor] as const,
  open: (style: string | undefined, cursor: string | null) => [...jobKeys.all, 'open', style ?? null, cursor] as const,
  /** Every page of every artist's applications (the Applied tab). */
  applied: () => [...jobKeys.all, 'applied'] as const,
  appliedPage: (userId: string | undefined, cursor: string | null) => [...jobKeys.applied(), userId, cursor] as const,
  applicants: (jobId: string | null, cursor: string | null) => [...jobKeys.all, 'applicants', jobId, cursor] as const,
};

/** The client's own jobs, 5 a page. */
export function useClientJobs(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: jobKeys.clientPage(userId, cursor),
    queryFn: () =>
      call('GET /api/jobs/client/{userId}', { params: { userId: userId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** Offers: Open jobs, newest first, 5 a page. */
export const openJobsQuery = (cursor: string | null, style: string | undefined) =>
  queryOptions({
    queryKey: jobKeys.open(style, cursor),
    queryFn: () =>
      call('GET /api/open-jobs', { query: { cursor: cursor ?? undefined, style: (style || undefined) as never } }),
  });

/** What the boot fetched for the first render (PageModule `warm`) is not fetched again on mount. */
export function useOpenJobs(cursor: string | null, style: string | undefined) {
  return useQuery({
    ...openJobsQuery(cursor, style),
    placeholderData: keepPreviousData,
    staleTime: FIRST_DATA_FRESH_MS,
  });
}

/** The Applied tab: the artist's applications with their jobs, 5 a page. */
export const appliedJobsQuery = (userId: string | undefined, cursor: string | null) =>
  queryOptions({
    queryKey: jobKeys.appliedPage(userId, cursor),
    queryFn: () =>
      call('GET /api/my-applied-job-details/{userId}', {
        params: { userId: userId! },
        query: { cursor: cursor ?? undefined },
      }),
    enabled: Boolean(userId),
  });

export function useAppliedJobs(userId: string | undefined, cursor: string | null) {
  return useQuery({
    ...appliedJobsQuery(userId, cursor),
    placeholderData: keepPreviousData,
    staleTime: FIRST_DATA_FRESH_MS,
  });
}

/** A job's applicants, 5 a page (only its client). */
export function useApplicants(jobId: string | null, cursor: string | null) {
  return useQuery({
    queryKey: jobKeys.applicants(jobId, cursor),
    queryFn: () =>
      call('GET /api/job-applicants/{jobId}', { params: { jobId: jobId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(jobId),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
}

export function usePostJob(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (fields: JobFields) => call('POST /api/jobs', { body: { ...fields, user_id: userId } }),
    onSuccess: refresh,
  });
}

export function useUpdateJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: { status: JobStatus } & Partial<JobFields> }) =>
      call('PATCH /api/jobs/{jobId}', { params: { jobId }, body: body as never }),
    onSuccess: refresh,
  });
}

export function useDeleteJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: string) => call('DELETE /api/jobs/{jobId}', { params: { jobId } }),
    onSuccess: refresh,
  });
}

export function useDecideApplicant() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { job_id: string; user_id: string; status: 'Accepted' | 'Rejected' }) =>
      call('PATCH /api/job-applicants/status', { body }),
    onSuccess: refresh,
  });
}

export function useApply(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: string) => call('POST /api/apply-job', { body: { job_id: jobId, user_id: userId! } }),
    onSuccess: refresh,
  });
}

export function useUnapply(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: string) => call('DELETE /api/unapply-job', { body: { job_id: jobId, user_id: userId! } }),
    onSuccess: refresh,
  });
}

export function useRemoveApplication(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: string) =>
      call('DELETE /api/delete-application', { body: { job_id: jobId, user_id: userId! } }),
    onSuccess: refresh,
  });
}

export function useReportJob() {
  return useMutation({
    mutationFn: ({ jobId, reason, details }: { jobId: string } & CallInput<'POST /api/jobs/{jobId}/report'>['body']) =>
      call('POST /api/jobs/{jobId}/report', { params: { jobId }, body: { reason, details } }),
  });
}
