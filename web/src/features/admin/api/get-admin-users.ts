import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export const getAdminUsers = (search: string, cursor: string | null) => call('GET /admin/users', { query: { search: search || undefined, cursor: cursor ?? undefined } });

/**
 * One page of the users table (artists and clients), searched and paged on the server. A failure
 * is only logged (the spec): the table then shows no users.
 */
export function useAdminUsers(search: string, cursor: string | null) {
  return useQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, search, cursor],
    queryFn: () =>
      getAdminUsers(search, cursor).catch((err: unknown) => {
        console.error('Failed to load users', err);
        throw err;
      }),
    placeholderData: keepPreviousData,
  });
}
