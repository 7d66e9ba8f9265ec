import { Box, Button, Grid, Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@web/lib/link';
import { adminProfileFieldsSchema, type AdminProfileView } from '@shared/schemas/profiles';
import { FormAlert, SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, fieldMessage, userMessage } from '@web/lib/api-client';
import { ChangeEmail } from '@web/components/change-email';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAdminProfile, useUpdateAdminProfile } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { ADMIN_PROFILE_MESSAGES } from '../utils/profile';

const FIELDS = ['firstname', 'lastname', 'username'] as const;

function EditAdminProfileForm({ userId, initial }: { userId: string; initial: AdminProfileView }) {
  const navigate = useNavigate();
  const update = useUpdateAdminProfile();
  // The same rules the server applies, so a refusal reads the same before the round trip.
  const form = useZodForm(adminProfileFieldsSchema, {
    defaultValues: { firstname: initial.firstname, lastname: initial.lastname, username: initial.username },
  });
  const { field, formState } = form;
  const [error, setError] = useState<SubmitErrorMessage | null>(null);

  const submit = form.handleSubmit(
    async (profile) => {
      setError(null);
      try {
        await update.mutateAsync({ userId, profile });
        void navigate('/admin-profile');
      } catch (err) {
        console.error('Failed to save the admin profile', err);
        const name =
          err instanceof ApiError ? FIELDS.find((f) => err.field === f || err.field === `profile.${f}`) : undefined;
        if (name && err instanceof ApiError) {
          form.setError(name, { message: fieldMessage(err) }, { shouldFocus: true });
          return;
        }
        setError({ text: userMessage(err, ADMIN_PROFILE_MESSAGES.saveFailed) });
      }
    },
    () => setError(null),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        </Grid>
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField
          label="Email"
          type="email"
          value={initial.email}
          readOnly
          aria-readonly="true"
          bg="bg.muted"
          helper="Your sign-in e-mail changes below, after you confirm the new address."
        />
        <SubmitError error={error} />
        <Stack
          direction={{ base: 'column-reverse', sm: 'row' }}
          justify="flex-end"
          align={{ base: 'stretch', sm: 'center' }}
          gap="3"
        >
          <ChakraLink asChild color="brand.600" fontWeight="medium" alignSelf="center" px="3">
            <Link to="/admin-profile">Cancel</Link>
          </ChakraLink>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText="Saving">
            Save
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function EditAdminProfile() {
  const { user } = useAuth();
  const profile = useAdminProfile(user?.userId);
  if (!user) return <FormAlert status="error">{ADMIN_PROFILE_MESSAGES.notLoggedIn}</FormAlert>;
  if (profile.isError)
    return <FormAlert status="error">{userMessage(profile.error, ADMIN_PROFILE_MESSAGES.fetchFailed)}</FormAlert>;
  return (
    <Stack gap="8" maxW="2xl">
      <Box borderWidth="1px" borderRadius="2xl" bg="bg" p={{ base: '5', md: '8' }}>
        {profile.data ? (
          <EditAdminProfileForm userId={user.userId} initial={profile.data} />
        ) : (
          <Skeleton h="72" role="status" aria-label="Loading profile" />
        )}
      </Box>
      {profile.data ? <ChangeEmail current={profile.data.email} /> : null}
    </Stack>
  );
}

/** /edit-admin-profile; only admins get here (the router's RequireRole). */
export function Component() {
  usePageTitle('Edit Profile');
  return (
    <AdminPage title="Edit Profile">
      <EditAdminProfile />
    </AdminPage>
  );
}
