import { Box, Button, Grid, Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminProfileFieldsSchema, type AdminProfileView } from '@shared/schemas/profiles';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useAdminProfile } from '../api/get-admin-profile';
import { useUpdateAdminProfile } from '../api/update-admin-profile';
import { AdminOnly } from '../components/admin-only';
import { AdminPage } from '../components/admin-page';
import { userMessage } from '@web/lib/api-client';
import { ADMIN_PROFILE_MESSAGES } from '../utils/profile';

function EditAdminProfileForm({ userId, initial }: { userId: string; initial: AdminProfileView }) {
  const navigate = useNavigate();
  const update = useUpdateAdminProfile();
  const [form, setForm] = useState({ firstname: initial.firstname, lastname: initial.lastname, username: initial.username });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The same rules the server applies, so a refusal reads the same before the round trip.
    const parsed = adminProfileFieldsSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_PROFILE_MESSAGES.saveFailed);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ userId, profile: parsed.data });
      navigate('/admin-profile');
    } catch (err) {
      console.error('Failed to save the admin profile', err);
      setError(userMessage(err, ADMIN_PROFILE_MESSAGES.saveFailed));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <TextField label="First name" autoComplete="given-name" value={form.firstname} onChange={set('firstname')} />
          <TextField label="Last name" autoComplete="family-name" value={form.lastname} onChange={set('lastname')} />
        </Grid>
        <TextField label="Username" autoComplete="username" value={form.username} onChange={set('username')} />
        <TextField
          label="Email"
          type="email"
          value={initial.email}
          onChange={() => undefined}
          readOnly
          aria-readonly="true"
          bg="bg.muted"
          helper="Your email is your sign-in and cannot be changed here."
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" align={{ base: 'stretch', sm: 'center' }} gap="3">
          <ChakraLink asChild color="brand.600" fontWeight="medium" alignSelf="center" px="3">
            <Link to="/admin-profile">Cancel</Link>
          </ChakraLink>
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving">
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
  if (profile.isError) return <FormAlert status="error">{userMessage(profile.error, ADMIN_PROFILE_MESSAGES.fetchFailed)}</FormAlert>;
  return (
    <Box maxW="2xl" borderWidth="1px" borderRadius="2xl" bg="bg" p={{ base: '5', md: '8' }}>
      {profile.data ? <EditAdminProfileForm userId={user.userId} initial={profile.data} /> : <Skeleton h="72" aria-label="Loading profile" />}
    </Box>
  );
}

export function Component() {
  usePageTitle('Edit Profile');
  return (
    <AdminOnly>
      <AdminPage title="Edit Profile">
        <EditAdminProfile />
      </AdminPage>
    </AdminOnly>
  );
}
