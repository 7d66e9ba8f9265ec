import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const getAdminStats = () => api<AdminStats>('/admin/stats');

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });
}
