import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const adminProfileQueryKey = (userId: string | undefined) => ['admin-profile', userId] as const;

export const getAdminProfile = (userId: string) => call('GET /admin-profile/{userId}', { params: { userId } });

export function useAdminProfile(userId: string | undefined) {
  return useQuery({ queryKey: adminProfileQueryKey(userId), queryFn: () => getAdminProfile(userId!), enabled: Boolean(userId) });
}
