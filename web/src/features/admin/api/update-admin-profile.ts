import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@web/lib/api-client';
import { adminProfileQueryKey } from './get-admin-profile';

export type UpdateAdminProfileBody = CallInput<'PUT /admin-profile'>['body'];

/** PUT /admin-profile: names and username (the e-mail is the sign-in and does not change here). */
export const updateAdminProfile = (body: UpdateAdminProfileBody) => call('PUT /admin-profile', { body });

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(adminProfileQueryKey(userId), saved),
  });
}
