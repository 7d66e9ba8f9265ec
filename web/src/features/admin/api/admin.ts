import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/api/admin';
import { tagKeys } from '@web/api/tags';
import { call, type CallInput } from '@web/lib/api-client';

/** The admin pages' queries and writes; their keys are `adminKeys` (@web/api/admin), the tags' `tagKeys`. */

// Dashboard

export const getAdminStats = () => call('GET /admin/stats');

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: getAdminStats });
}

// Audit log

export const AUDIT_PAGE_SIZE = 25;

export const getAuditLog = (cursor?: string | null, limit = AUDIT_PAGE_SIZE) =>
  call('GET /admin/audit-log', { query: { limit, cursor: cursor ?? undefined } });

/** Admin decisions, newest first; `fetchNextPage` follows the server's cursor. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}

// Users

export const getAdminUsers = (search: string, cursor: string | null) =>
  call('GET /admin/users', { query: { search: search || undefined, cursor: cursor ?? undefined } });

/**
 * One page of the users table (artists and clients), searched and paged on the server. A failure
 * is only logged (the spec): the table then shows no users.
 */
export function useAdminUsers(search: string, cursor: string | null) {
  return useQuery({
    queryKey: adminKeys.usersPage(search, cursor),
    queryFn: () =>
      getAdminUsers(search, cursor).catch((err: unknown) => {
        console.error('Failed to load users', err);
        throw err;
      }),
    placeholderData: keepPreviousData,
  });
}

// Arts

export const getAdminArts = (search: string, cursor: string | null) =>
  call('GET /admin/arts', { query: { search: search || undefined, cursor: cursor ?? undefined } });

/** One page of the arts table, searched (title, artist) and paged on the server. */
export function useAdminArts(search: string, cursor: string | null) {
  return useQuery({
    queryKey: adminKeys.artsPage(search, cursor),
    queryFn: () => getAdminArts(search, cursor),
    placeholderData: keepPreviousData,
  });
}

export const deleteArtAsAdmin = (artId: string) => call('DELETE /api/arts/{id}', { params: { id: artId } });

/** Deletes an art (audit-logged); the table, the totals and the audit log are refetched. */
export function useDeleteArtAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtAsAdmin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.arts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

// Tags (the list itself is @web/api/tags' useTags)

/** After a tag write: the tags and the audit log read again. */
function useRefreshTags() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
    ]);
}

export const createTag = (name: string) => call('POST /tags', { body: { name } });

export function useCreateTag() {
  return useMutation({ mutationFn: createTag, onSuccess: useRefreshTags() });
}

export const updateTag = ({ id, name }: { id: string; name: string }) =>
  call('PUT /tags/{id}', { params: { id }, body: { name } });

export function useUpdateTag() {
  return useMutation({ mutationFn: updateTag, onSuccess: useRefreshTags() });
}

export const deleteTag = (id: string) => call('DELETE /tags/{id}', { params: { id } });

export function useDeleteTag() {
  return useMutation({ mutationFn: deleteTag, onSuccess: useRefreshTags() });
}

// Verification requests

export const getVerifications = (search: string, cursor: string | null) =>
  call('GET /api/artist-verifications', { query: { search: search || undefined, cursor: cursor ?? undefined } });

/** One page of verification requests, searched (artist name or status) and paged on the server. */
export function useVerifications(search: string, cursor: string | null) {
  return useQuery({
    queryKey: adminKeys.verificationsPage(search, cursor),
    queryFn: () => getVerifications(search, cursor),
    placeholderData: keepPreviousData,
  });
}

export const getVerification = (id: string) => call('GET /api/artist-verification/{id}', { params: { id } });

/**
 * One request with links to its documents, made when the admin opens it. The links expire after
 * five minutes, so an open request refreshes them every four.
 */
export function useVerification(id: string | null) {
  return useQuery({
    queryKey: adminKeys.verification(id),
    queryFn: () => getVerification(id!),
    enabled: id !== null,
    staleTime: 60_000,
    refetchInterval: 240_000,
  });
}

export type Decision = 'approved' | 'rejected';

export const decideVerification = ({ id, decision }: { id: string; decision: Decision }) =>
  decision === 'approved'
    ? call('POST /api/artist-verification/{id}/approved', { params: { id } })
    : call('POST /api/artist-verification/{id}/rejected', { params: { id } });

/** Approves or rejects a request; the list, the request, the dashboard's verified count and the audit log are refetched. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: (_result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.verifications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.verification(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

// Job reports

/** Open reports of jobs, newest first, 10 a page. */
export function useJobReports(cursor: string | null) {
  return useQuery({
    queryKey: adminKeys.jobReportsPage(cursor),
    queryFn: () => call('GET /admin/job-reports', { query: { cursor: cursor ?? undefined } }),
  });
}

/** Dismiss a job's reports, or close the job: either clears its reports (audit-logged on the server). */
export function useDecideJobReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, decision }: { jobId: string; decision: 'dismiss' | 'close' }) =>
      decision === 'dismiss'
        ? call('POST /admin/job-reports/{jobId}/dismiss', { params: { jobId } })
        : call('POST /admin/job-reports/{jobId}/close', { params: { jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobReports() }),
  });
}

// The admin's own profile

export const getAdminProfile = (userId: string) => call('GET /admin-profile/{userId}', { params: { userId } });

export function useAdminProfile(userId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.profile(userId),
    queryFn: () => getAdminProfile(userId!),
    enabled: Boolean(userId),
  });
}

export type UpdateAdminProfileBody = CallInput<'PUT /admin-profile'>['body'];

/** PUT /admin-profile: names and username (the e-mail is the sign-in and does not change here). */
export const updateAdminProfile = (body: UpdateAdminProfileBody) => call('PUT /admin-profile', { body });

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(adminKeys.profile(userId), saved),
  });
}
