import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const getAdminStats = () => call('GET /admin/stats');

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });
}
