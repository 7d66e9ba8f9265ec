/**
 * The projects dashboards' query keys (their queries are in features/projects/api/projects.ts),
 * here since another feature's write refreshes them (sending a proposal from a profile). Every
 * projects query lives under `projectKeys.all`.
 */
export const projectKeys = {
  all: ['projects'] as const,
  list: (side: 'Artist' | 'Client', userId: string | undefined) => [...projectKeys.all, 'list', side, userId] as const,
  summary: (userId: string | undefined) => [...projectKeys.all, 'summary', userId] as const,
  proposals: (userId: string | undefined) => [...projectKeys.all, 'proposals', userId] as const,
  sent: (userId: string | undefined) => [...projectKeys.all, 'sent', userId] as const,
  inProgress: () => [...projectKeys.all, 'in-progress'] as const,
  details: (side: 'Artist' | 'Client', projectId: string | null) =>
    [...projectKeys.all, 'details', side, projectId] as const,
};
