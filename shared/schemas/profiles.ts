import * as z from 'zod';
import {
  ART_STYLES,
  ARTIST_PROJECT_TYPES,
  AVAILABILITY,
  BUDGET_RANGES,
  CLIENT_PROJECT_TYPES,
  CLIENT_TYPE_PREFERENCES,
  COLLABORATION_TYPES,
  COMMUNICATION,
  CRAFTING,
  DURATIONS,
  EXPERIENCE_LEVELS,
  GENDERS,
  LOCATION_OPTIONS,
  MEDIUMS,
  PROJECT_SCALES,
  PROJECT_TYPE_EXPERIENCE,
  TECHNIQUES,
} from '../options';
import { usernameSchema } from './accounts';
import { roleSchema } from './common';
import { moderationFieldsSchema } from './moderation';
import { ratingSchema } from './reviews';

/** One choice from a list, or nothing chosen yet (''). The spec's edit forms have no required fields. */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal('')]).default('');
/** Several choices from a list, each at most once. */
const choices = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options))
    .max(options.length)
    .default([])
    .transform((values) => [...new Set(values)]);

const asTuple = <T extends string>(values: readonly T[]) => values as unknown as readonly [T, ...T[]];

export const artistPreferencesSchema = z.object({
  crafting: choice(CRAFTING),
  art_style_specialization: choices(ART_STYLES),
  collaboration_type: choice(COLLABORATION_TYPES),
  preferred_medium: choices(MEDIUMS),
  location_preference: choice(LOCATION_OPTIONS),
  crafting_techniques: choices(TECHNIQUES),
  budget_range: choice(BUDGET_RANGES),
  project_type: choice(ARTIST_PROJECT_TYPES),
  project_type_experience: choice(PROJECT_TYPE_EXPERIENCE),
  preferred_project_duration: choice(DURATIONS),
  availability: choice(AVAILABILITY),
  client_type_preference: choice(CLIENT_TYPE_PREFERENCES),
  project_scale: choice(PROJECT_SCALES),
  portfolio_link: z
    .union([
      z.url({ protocol: /^https?$/, error: 'Portfolio link must be a web address (https://...).' }),
      z.literal(''),
    ])
    .default(''),
  preferred_communication: choices(COMMUNICATION),
});
export type ArtistPreferences = z.infer<typeof artistPreferencesSchema>;

export const clientPreferencesSchema = z.object({
  preferred_art_style: choices(ART_STYLES),
  budget_range: choice(BUDGET_RANGES),
  location_requirement: choice(LOCATION_OPTIONS),
  timeline: choice(DURATIONS),
  artist_experience_level: choice(EXPERIENCE_LEVELS),
  communication_preferences: choices(COMMUNICATION),
  project_type: choices(asTuple(CLIENT_PROJECT_TYPES)),
});
export type ClientPreferences = z.infer<typeof clientPreferencesSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** The fields a person edits on their own profile. E-mail, role and verification are not among them. */
export const profileFieldsSchema = z.object({
  firstname: z.string().trim().min(1, 'First name is required.').max(50),
  lastname: z.string().trim().min(1, 'Last name is required.').max(50),
  bio: z.string().trim().max(1000, 'Bio must be at most 1,000 characters.').default(''),
  gender: choice(GENDERS),
  date_of_birth: z
    .union([z.iso.date({ error: 'Date of birth must be a date (YYYY-MM-DD).' }), z.literal('')])
    .default('')
    .refine((d) => d === '' || d < today(), 'Date of birth must be in the past.'),
  address: z.string().trim().max(200, 'Address must be at most 200 characters.').default(''),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^$|^\+?[0-9 ()-]{7,20}$/, 'Phone must be a phone number, e.g. +63 917 123 4567.')
    .default(''),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const userIdBodySchema = z.object({ userId: z.string().min(1).max(128) });

export const updateArtistProfileBodySchema = userIdBodySchema.extend({
  profile: profileFieldsSchema,
  preferences: artistPreferencesSchema,
  /** Their public shop and art pages ask search engines not to index them (absent: unchanged). */
  hide_from_search_engines: z.boolean().optional(),
});
export const updateClientProfileBodySchema = userIdBodySchema.extend({
  profile: profileFieldsSchema,
  preferences: clientPreferencesSchema,
});

export const adminProfileFieldsSchema = z.object({
  firstname: z.string().trim().min(1, 'First name is required.').max(50),
  lastname: z.string().trim().min(1, 'Last name is required.').max(50),
  username: usernameSchema,
});
export const updateAdminProfileBodySchema = userIdBodySchema.extend({ profile: adminProfileFieldsSchema });

/** POST /upload-profile-image/{userId}: the key of an accepted `profile-image` upload. */
export const profileImageBodySchema = z.object({ key: z.string().min(1).max(300) });

export const verificationStatusSchema = z.enum(['pending', 'rejected', 'approved']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** A profile as the spec's screens read it (GET /artist-profile/{userId}, GET /client-profile/{userId}). */
export const profileViewSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  bio: z.string(),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  date_of_birth: z.string(),
  address: z.string(),
  phone: z.string(),
  profile_image: z.string().nullable(),
  /** Artists only: the verification state, null when none was requested. */
  status: verificationStatusSchema.nullable(),
  verification_id: z.string().nullable(),
  /** Moderation (issue 32): see moderationFieldsSchema (a hidden profile answers others 404 moderation.hidden). */
  ...moderationFieldsSchema.shape,
  /** Their published reviews' average and count (issue 32). */
  rating: ratingSchema,
  /** Artists: their public pages are kept out of search engines (`noindex`). */
  hide_from_search_engines: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const adminProfileViewSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.literal('Admin'),
});
export type AdminProfileView = z.infer<typeof adminProfileViewSchema>;

/** PUT /artist-profile and PUT /client-profile answer with what was saved. */
export const savedArtistProfileSchema = z.object({
  profile: profileViewSchema,
  preferences: artistPreferencesSchema.nullable(),
});
export const savedClientProfileSchema = z.object({
  profile: profileViewSchema,
  preferences: clientPreferencesSchema.nullable(),
});

/** POST /upload-profile-image/{userId}: the image's address. */
export const profileImageResponseSchema = z.object({ fileName: z.string() });
