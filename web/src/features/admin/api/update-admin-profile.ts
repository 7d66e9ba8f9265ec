import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { AdminProfileView, updateAdminProfileBodySchema } from '@shared/schemas/profiles';
import { api } from '@web/lib/api-client';
import { adminProfileQueryKey } from './get-admin-profile';

export type UpdateAdminProfileBody = z.infer<typeof updateAdminProfileBodySchema>;

/** PUT /admin-profile: names and username only (the e-mail is the sign-in and does not change here). */
export const updateAdminProfile = (body: UpdateAdminProfileBody) => api<AdminProfileView>('/admin-profile', { method: 'PUT', body });

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(adminProfileQueryKey(userId), saved),
  });
}
