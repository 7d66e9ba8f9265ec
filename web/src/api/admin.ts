/**
 * The admin pages' query keys (their queries are in features/admin/api/admin.ts), here since other
 * features' writes refresh the admin totals (deleting an art). Everything but the admin's own
 * profile lives under `adminKeys.all`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  arts: () => [...adminKeys.all, 'arts'] as const,
  artsPage: (search: string, cursor: string | null) => [...adminKeys.arts(), search, cursor] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersPage: (search: string, cursor: string | null) => [...adminKeys.users(), search, cursor] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  verifications: () => [...adminKeys.all, 'verifications'] as const,
  verificationsPage: (search: string, cursor: string | null) => [...adminKeys.verifications(), search, cursor] as const,
  verification: (id: string | null) => [...adminKeys.all, 'verification', id] as const,
  jobReports: () => [...adminKeys.all, 'job-reports'] as const,
  jobReportsPage: (cursor: string | null) => [...adminKeys.jobReports(), cursor] as const,
  profile: (userId: string | undefined) => ['admin-profile', userId] as const,
};
