import { Box, Button, chakra, Container, Field, Flex, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GENDERS } from '@shared/options';
import type { ProfileFields } from '@shared/schemas/profiles';
import { MultiChoiceField, SelectField } from '@web/components/ui/choice-fields';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useUpload } from '@web/lib/upload';
import {
  preferencesKey,
  profileKey,
  saveProfile,
  setProfileImage,
  usePreferences,
  useProfile,
  type AnyPreferences,
  type PersonRole,
} from '../api/profile';
import { emptyPreferences, preferenceFieldsFor } from './preference-fields';
import { DEFAULT_PROFILE_IMAGE } from './profile-page';

const EMPTY_FIELDS: ProfileFields = { firstname: '', lastname: '', bio: '', gender: '', date_of_birth: '', address: '', phone: '' };

/** /edit-artist-profile and /edit-client-profile: profile fields, every preference, and the photo. */
export function EditProfilePage({ role }: { role: PersonRole }) {
  usePageTitle('Edit Profile');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile(role, user?.userId);
  const preferences = usePreferences(role, user?.userId);
  const imageUpload = useUpload('profile-image');
  const backTo = `/${role.toLowerCase()}-profile`;

  const [fields, setFields] = useState<ProfileFields>(EMPTY_FIELDS);
  const [prefs, setPrefs] = useState<Record<string, string | string[]>>(() => emptyPreferences(role));
  const [loaded, setLoaded] = useState(false);
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Fill the form once both reads have answered.
  if (!loaded && profile.data && preferences.isSuccess) {
    const p = profile.data;
    setFields({ firstname: p.firstname, lastname: p.lastname, bio: p.bio, gender: p.gender, date_of_birth: p.date_of_birth, address: p.address, phone: p.phone });
    setPrefs({ ...emptyPreferences(role), ...((preferences.data ?? {}) as Record<string, string | string[]>) });
    setLoaded(true);
  }

  useEffect(() => () => (image ? URL.revokeObjectURL(image.preview) : undefined), [image]);

  const set = (key: keyof ProfileFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function onPickImage(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Please choose an image file (JPG, PNG or WebP).');
      return;
    }
    setError(null);
    setImage({ file, preview: URL.createObjectURL(file) });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    setSaving(true);
    setError(null);
    try {
      await saveProfile(role, user.userId, fields, prefs as unknown as AnyPreferences);
    } catch (err) {
      setError(userMessage(err, 'Failed to save profile. Please try again later.'));
      setSaving(false);
      return;
    }
    if (image) {
      // The spec: an image upload failure is ignored and the old image is kept.
      try {
        const { key } = await imageUpload.upload(image.file);
        await setProfileImage(role, user.userId, key);
      } catch (err) {
        console.error('Profile image upload failed; keeping the old image', err);
      }
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKey(role, user.userId) }),
      queryClient.invalidateQueries({ queryKey: preferencesKey(role, user.userId) }),
    ]);
    navigate(backTo);
  }

  if (profile.isError || preferences.isError) {
    return (
      <Container maxW="3xl" py="10">
        <FormAlert status="error">Failed to load profile or preferences. Please try again later.</FormAlert>
      </Container>
    );
  }

  const currentImage = image?.preview ?? profile.data?.profile_image ?? DEFAULT_PROFILE_IMAGE;

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Edit Profile
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-busy={!loaded}>
        <Stack gap="8">
          {error ? <FormAlert status="error">{error}</FormAlert> : null}

          <Flex gap="6" align="center" flexWrap="wrap">
            <chakra.img src={currentImage} alt="Profile photo preview" width="120px" height="120px" borderRadius="full" objectFit="cover" borderWidth="3px" borderColor="brand.100" />
            <Stack gap="2">
              <chakra.label fontWeight="medium" fontSize="sm" htmlFor="profile-image">
                Profile photo
              </chakra.label>
              <chakra.input id="profile-image" type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onPickImage(e.target.files?.[0])} fontSize="sm" />
              <Text fontSize="xs" color="fg.muted">
                JPG, PNG or WebP, up to 10 MB. It is uploaded when you save.
              </Text>
              {imageUpload.uploading ? (
                <Box role="progressbar" aria-label="Uploading photo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(imageUpload.progress * 100)} h="2" w="48" bg="brand.50" borderRadius="full" overflow="hidden">
                  <Box h="full" w={`${Math.round(imageUpload.progress * 100)}%`} bg="brand.500" transition="width 0.2s" />
                </Box>
              ) : null}
            </Stack>
          </Flex>

          <Box as="section" aria-labelledby="profile-heading">
            <Heading as="h2" size="lg" mb="4" id="profile-heading">
              Profile
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField label="First name" value={fields.firstname} onChange={set('firstname')} autoComplete="given-name" />
              <TextField label="Last name" value={fields.lastname} onChange={set('lastname')} autoComplete="family-name" />
              <SelectField label="Gender" value={fields.gender} options={GENDERS} onChange={set('gender')} />
              <TextField label="Date of birth" type="date" value={fields.date_of_birth} onChange={set('date_of_birth')} />
              <Box gridColumn={{ md: 'span 2' }}>
                <Field.Root>
                  <Field.Label htmlFor="profile-bio">Bio</Field.Label>
                  <chakra.textarea
                    id="profile-bio"
                    value={fields.bio}
                    onChange={(e) => set('bio')(e.target.value)}
                    rows={4}
                    maxLength={1000}
                    w="full"
                    p="3"
                    borderWidth="1px"
                    borderRadius="md"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
                  />
                </Field.Root>
              </Box>
            </Grid>
          </Box>

          <Box as="section" aria-labelledby="contact-heading">
            <Heading as="h2" size="lg" mb="4" id="contact-heading">
              Address & Contact
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField label="Address" value={fields.address} onChange={set('address')} autoComplete="street-address" />
              <TextField label="Phone" type="tel" value={fields.phone} onChange={set('phone')} autoComplete="tel" />
            </Grid>
          </Box>

          <Box as="section" aria-labelledby="preferences-heading">
            <Heading as="h2" size="lg" mb="4" id="preferences-heading">
              Preferences
            </Heading>
            <Stack gap="5">
              {preferenceFieldsFor(role).map((field) => {
                const value = prefs[field.key];
                if (field.kind === 'multi') {
                  return (
                    <MultiChoiceField
                      key={field.key}
                      label={field.label}
                      options={field.options}
                      values={Array.isArray(value) ? value : []}
                      onChange={(v) => setPrefs((p) => ({ ...p, [field.key]: v }))}
                    />
                  );
                }
                if (field.kind === 'single') {
                  return (
                    <SelectField
                      key={field.key}
                      label={field.label}
                      options={field.options}
                      value={typeof value === 'string' ? value : ''}
                      onChange={(v) => setPrefs((p) => ({ ...p, [field.key]: v }))}
                    />
                  );
                }
                return (
                  <Field.Root key={field.key}>
                    <Field.Label>{field.label}</Field.Label>
                    <Input type="url" placeholder="https://" value={typeof value === 'string' ? value : ''} onChange={(e) => setPrefs((p) => ({ ...p, [field.key]: e.target.value }))} />
                  </Field.Root>
                );
              })}
            </Stack>
          </Box>

          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline">
              <Link to={backTo}>Cancel</Link>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving" disabled={!loaded}>
              Save Changes
            </Button>
          </Flex>
        </Stack>
      </form>
    </Container>
  );
}
