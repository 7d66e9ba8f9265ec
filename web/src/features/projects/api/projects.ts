import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Terms } from '@shared/messages/commissions';
import type { MilestoneStatus, Priority, ProjectStatus } from '@shared/schemas/projects';
import { projectKeys } from '@web/api/projects';
import { call } from '@web/lib/api-client';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';
import { useLiveMessage, useLiveOpen } from '@web/lib/live';
import { useLiveFallback } from '@web/lib/live-state';

export type Side = 'Artist' | 'Client';

/** A side's projects (a non-array answer is an empty list, part 2 §8). */
export const projectsQuery = (side: Side, userId: string | undefined) =>
  queryOptions({
    queryKey: projectKeys.list(side, userId),
    queryFn: async () => {
      const list =
        side === 'Artist'
          ? await call('GET /api/artist-projects/{userId}', { params: { userId: userId! } })
          : await call('GET /api/client-projects/{userId}', { params: { userId: userId! } });
      return Array.isArray(list) ? list : [];
    },
    enabled: Boolean(userId),
  });

export const summaryQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: projectKeys.summary(userId),
    queryFn: () => call('GET /api/project-summary/{userId}', { params: { userId: userId! } }),
    enabled: Boolean(userId),
  });

/** What the boot fetched for the dashboard's first render (PageModule `warm`) is not fetched again on mount. */
export function useProjects(side: Side, userId: string | undefined) {
  return useQuery({ ...projectsQuery(side, userId), staleTime: FIRST_DATA_FRESH_MS, ...useLiveFallback() });
}

export function useSummary(userId: string | undefined) {
  return useQuery({ ...summaryQuery(userId), staleTime: FIRST_DATA_FRESH_MS, ...useLiveFallback() });
}

export function useProposals(userId: string | undefined) {
  const queryClient = useQueryClient();
  // A block placed by either side changes what a pending proposal allows: read the list again.
  useLiveMessage('block', () => void queryClient.invalidateQueries({ queryKey: projectKeys.proposals(userId) }));
  return useQuery({
    queryKey: projectKeys.proposals(userId),
    queryFn: async () => {
      const list = await call('GET /api/proposals/{userId}', { params: { userId: userId! } });
      return Array.isArray(list) ? list : [];
    },
    enabled: Boolean(userId),
    ...useLiveFallback(),
  });
}

/** The proposals the person sent, with what became of each. */
export function useSentProposals(userId: string | undefined) {
  const queryClient = useQueryClient();
  useLiveMessage('block', () => void queryClient.invalidateQueries({ queryKey: projectKeys.sent(userId) }));
  return useQuery({
    queryKey: projectKeys.sent(userId),
    queryFn: async () => {
      const list = await call('GET /api/proposals/{userId}/sent', { params: { userId: userId! } });
      return Array.isArray(list) ? list : [];
    },
    enabled: Boolean(userId),
    ...useLiveFallback(),
  });
}

/**
 * Keeps the dashboard current with the other person's changes: every proposal and project change
 * notifies the other side (a `notification` push of type 'proposal'), so such a push reads the
 * dashboard again, as does each (re)opening of the socket, since pushes sent meanwhile are lost.
 * While the socket is down, the queries above poll instead (useLiveFallback).
 */
export function useLiveProjects() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  useLiveMessage('notification', (m) => {
    if (m.notification?.type === 'proposal') refresh();
  });
  useLiveOpen(refresh);
}

export function useInProgress(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.inProgress(),
    queryFn: () => call('GET /api/projects/in-progress-with-milestones'),
    enabled,
    ...useLiveFallback(),
  });
}

export function useDetails(side: Side, projectId: string | null) {
  return useQuery({
    queryKey: projectKeys.details(side, projectId),
    queryFn: async () => {
      // The artist reads the client's information; the client the artist's.
      if (side === 'Artist') {
        const d = await call('GET /api/projects/{id}/client_project_details', { params: { id: projectId! } });
        return { budget: d.budget, person: d.clientProfile };
      }
      const d = await call('GET /api/projects/{id}/artist_project_details', { params: { id: projectId! } });
      return { budget: d.budget, person: d.artistProfile };
    },
    enabled: Boolean(projectId),
  });
}

/**
 * Reads the dashboards again after a change. Not awaited: a change can move its card to another
 * column (a new component), and the per-call callbacks that show the message must run first.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  };
}

export function useDecideProposal(side: Side) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ proposalId, decision }: { proposalId: string; decision: 'accept' | 'reject' }) => {
      if (decision === 'reject') return (await call('POST /api/proposals/reject', { body: { proposalId } })).message;
      const body = { proposal: { proposal_id: proposalId } };
      return (
        side === 'Artist'
          ? await call('POST /artist/proposals/accept', { body })
          : await call('POST /client/proposals/accept', { body })
      ).message;
    },
    onSettled: refresh,
  });
}

export function useSetStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ projectId, status }: { projectId: string; status: ProjectStatus }) =>
      call('POST /api/projects/update-status', { body: { project_id: projectId, status } }),
    onSettled: refresh,
  });
}

export function useSetPriority() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ projectId, priority }: { projectId: string; priority: Priority }) =>
      call('POST /api/projects/update-priority', { body: { project_id: projectId, priority } }),
    onSettled: refresh,
  });
}

export function useUpdateMilestone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; milestone_name: string; due_date: string; status: MilestoneStatus }) =>
      call('PUT /api/milestones/{id}', { params: { id }, body }),
    onSettled: refresh,
  });
}

/** Every version of a proposal's negotiation, oldest first (read when its History is opened). */
export function useProposalHistory(proposalId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...projectKeys.all, 'history', proposalId],
    queryFn: () => call('GET /api/proposals/{id}/history', { params: { id: proposalId } }),
    enabled,
  });
}

/** The recipient's counter: changed terms (and a due date, a note), sent back as a new version. */
export function useCounterProposal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ proposalId, ...body }: { proposalId: string; terms: Terms; due_date?: string; note?: string }) =>
      call('POST /api/proposals/{id}/counter', { params: { id: proposalId }, body }),
    onSettled: refresh,
  });
}
