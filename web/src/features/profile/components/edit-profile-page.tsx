import { Box, Button, chakra, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@web/lib/link';
import * as z from 'zod';
import { GENDERS } from '@shared/options';
import {
  artistPreferencesSchema,
  clientPreferencesSchema,
  profileFieldsSchema,
  updateArtistProfileBodySchema,
  type ProfileFields,
  type ProfileView,
} from '@shared/schemas/profiles';
import { MultiChoiceField, SelectField } from '@web/components/ui/choice-fields';
import { FormAlert, SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { TextareaField } from '@web/components/ui/textarea-field';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, fieldMessage, userMessage } from '@web/lib/api-client';
import { BlockedPeople } from '@web/components/blocks/blocked-people';
import { DevicePush } from '@web/components/notifications/device-push';
import { NotificationChoices } from '@web/components/notifications/notification-choices';
import { ChangeEmail } from '@web/components/change-email';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { isAbortError } from '@web/lib/upload';
import { useZodForm } from '@web/lib/use-zod-form';
import { profileKeys, useProfile, type AnyPreferences, type PersonRole } from '@web/api/profile';
import { saveProfile, setProfileImage, usePreferences } from '../api/profile';
import { emptyPreferences, preferenceFieldsFor } from './preference-fields';
import { DEFAULT_PROFILE_IMAGE } from './profile-page';
import { PhotoSaveProgress, ProfilePhotoPicker, useProfilePhoto } from './profile-photo';

interface EditProfileValues {
  profile: ProfileFields;
  preferences: Record<string, string | string[]>;
  /** Artists: their public shop and art pages ask search engines not to list them. */
  hide_from_search_engines?: boolean;
}
type FieldName = Path<EditProfileValues>;

export const HIDE_FROM_SEARCH = {
  label: 'Hide my shop from search engines',
  hint: 'Your shop and art pages stay public, but ask Google and others not to list them.',
} as const;

/** The body's own rules (shared/schemas/profiles.ts), the ones the server applies. */
const schemaFor = (role: PersonRole) =>
  (role === 'Artist'
    ? z.object({
        profile: profileFieldsSchema,
        preferences: artistPreferencesSchema,
        hide_from_search_engines: updateArtistProfileBodySchema.shape.hide_from_search_engines,
      })
    : z.object({
        profile: profileFieldsSchema,
        preferences: clientPreferencesSchema,
      })) as unknown as z.ZodType<EditProfileValues, EditProfileValues>;

function valuesOf(role: PersonRole, p: ProfileView, preferences: AnyPreferences | null): EditProfileValues {
  return {
    profile: {
      firstname: p.firstname,
      lastname: p.lastname,
      bio: p.bio,
      gender: p.gender,
      date_of_birth: p.date_of_birth,
      address: p.address,
      phone: p.phone,
    },
    preferences: { ...emptyPreferences(role), ...((preferences ?? {}) as Record<string, string | string[]>) },
    ...(role === 'Artist' ? { hide_from_search_engines: p.hide_from_search_engines } : {}),
  };
}

/** /edit-artist-profile and /edit-client-profile: profile fields, every preference, and the photo. */
export function EditProfilePage({ role }: { role: PersonRole }) {
  usePageTitle('Edit Profile');
  const { user } = useAuth();
  const profile = useProfile(role, user?.userId);
  const preferences = usePreferences(role, user?.userId);

  if (profile.isError || preferences.isError) {
    return (
      <Container maxW="3xl" py="10">
        <FormAlert status="error">Failed to load profile or preferences. Please try again later.</FormAlert>
      </Container>
    );
  }
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Edit Profile
      </Heading>
      {user && profile.data && preferences.isSuccess ? (
        <Stack gap="10">
          <EditProfileForm
            role={role}
            userId={user.userId}
            current={profile.data}
            initial={valuesOf(role, profile.data, preferences.data)}
          />
          <ChangeEmail current={profile.data.email} />
          <DevicePush />
          <NotificationChoices />
          <BlockedPeople />
        </Stack>
      ) : (
        <Skeleton h="96" role="status" aria-label="Loading profile" />
      )}
    </Container>
  );
}

function EditProfileForm({
  role,
  userId,
  current,
  initial,
}: {
  role: PersonRole;
  userId: string;
  current: ProfileView;
  initial: EditProfileValues;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(schemaFor(role), { defaultValues: initial });
  const { field, formState, control } = form;
  const photo = useProfilePhoto();
  const [waitingForPhoto, setWaitingForPhoto] = useState(false);
  const [error, setError] = useState<SubmitErrorMessage | null>(null);
  const backTo = `/${role.toLowerCase()}-profile`;
  const actions = useRef<HTMLDivElement>(null);

  // The progress beside Save can push Save down on a phone: keep both in view.
  useEffect(() => {
    if (waitingForPhoto) actions.current?.scrollIntoView({ block: 'nearest' });
  }, [waitingForPhoto]);

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      // Pressed while the photo is still uploading: save once it is up.
      let imageKey: string | null;
      setWaitingForPhoto(photo.uploading);
      try {
        imageKey = await photo.keyForSave();
      } catch (err) {
        if (!isAbortError(err))
          setError({ text: 'Your photo could not be uploaded. Choose it again, or save to keep your current photo.' });
        return;
      } finally {
        setWaitingForPhoto(false);
      }
      try {
        await saveProfile(role, userId, values.profile, values.preferences as unknown as AnyPreferences, {
          hide_from_search_engines: values.hide_from_search_engines,
        });
      } catch (err) {
        if (err instanceof ApiError && err.field && form.getValues(err.field as FieldName) !== undefined) {
          form.setError(err.field as FieldName, { message: fieldMessage(err) }, { shouldFocus: true });
          return;
        }
        setError({ text: userMessage(err, 'Failed to save profile. Please try again later.') });
        return;
      }
      if (imageKey) {
        // The spec: a failure to attach the image is ignored and the old image is kept.
        try {
          await setProfileImage(role, userId, imageKey);
        } catch (err) {
          console.error('Profile image could not be attached; keeping the old image', err);
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(role, userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.preferences(role, userId) }),
      ]);
      // The profile says it was saved, and takes the focus from the Save button that is gone.
      void navigate(backTo, { state: { saved: true } });
    },
    () => setError(null),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="8">
        <ProfilePhotoPicker photo={photo} currentImage={current.profile_image ?? DEFAULT_PROFILE_IMAGE} />

        <Box as="section" aria-labelledby="profile-heading">
          <Heading as="h2" size="lg" mb="4" id="profile-heading">
            Profile
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField label="First name" autoComplete="given-name" {...field('profile.firstname')} />
            <TextField label="Last name" autoComplete="family-name" {...field('profile.lastname')} />
            <SelectField label="Gender" options={GENDERS} {...field('profile.gender')} />
            <TextField label="Date of birth" type="date" {...field('profile.date_of_birth')} />
            <Box gridColumn={{ md: 'span 2' }}>
              <TextareaField label="Bio" rows={4} maxLength={1000} {...field('profile.bio')} />
            </Box>
          </Grid>
        </Box>

        <Box as="section" aria-labelledby="contact-heading">
          <Heading as="h2" size="lg" mb="4" id="contact-heading">
            Address & Contact
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField label="Address" autoComplete="street-address" {...field('profile.address')} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...field('profile.phone')} />
          </Grid>
        </Box>

        <Box as="section" aria-labelledby="preferences-heading">
          <Heading as="h2" size="lg" mb="4" id="preferences-heading">
            Preferences
          </Heading>
          <Stack gap="5">
            {preferenceFieldsFor(role).map((pref) => {
              const name = `preferences.${pref.key}` as const;
              if (pref.kind === 'multi') {
                return (
                  <Controller
                    key={pref.key}
                    control={control}
                    name={name}
                    render={({ field: f, fieldState }) => (
                      <MultiChoiceField
                        ref={f.ref}
                        label={pref.label}
                        options={pref.options}
                        values={Array.isArray(f.value) ? f.value : []}
                        onChange={f.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                );
              }
              if (pref.kind === 'single')
                return <SelectField key={pref.key} label={pref.label} options={pref.options} {...field(name)} />;
              return <TextField key={pref.key} label={pref.label} type="url" placeholder="https://" {...field(name)} />;
            })}
          </Stack>
        </Box>

        {role === 'Artist' ? <HideFromSearch register={form.register('hide_from_search_engines')} /> : null}

        <Stack gap="3">
          <SubmitError error={error} />
          <Flex ref={actions} gap="3" justify="flex-end" align="center" flexWrap="wrap">
            {waitingForPhoto ? <PhotoSaveProgress percent={photo.percent} /> : null}
            <Button asChild variant="outline">
              <Link to={backTo}>Cancel</Link>
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              loading={formState.isSubmitting}
              loadingText={waitingForPhoto ? 'Waiting for photo' : 'Saving'}
            >
              Save Changes
            </Button>
          </Flex>
        </Stack>
      </Stack>
    </form>
  );
}

/** The artist's choice to keep their public pages out of search engines (issue 49): a checkbox and its hint. */
function HideFromSearch({ register }: { register: UseFormRegisterReturn }) {
  const hintId = useId();
  return (
    <Box as="section" aria-labelledby="search-engines-heading">
      <Heading as="h2" size="lg" mb="3" id="search-engines-heading">
        Search engines
      </Heading>
      <chakra.label display="inline-flex" alignItems="center" gap="2" minH="6" cursor="pointer" fontWeight="medium">
        <chakra.input type="checkbox" w="5" h="5" accentColor="#b4532a" aria-describedby={hintId} {...register} />
        {HIDE_FROM_SEARCH.label}
      </chakra.label>
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="1" ms="7">
        {HIDE_FROM_SEARCH.hint}
      </Text>
    </Box>
  );
}
