import { ratingOf } from '@shared/messages/reviews';
import { MESSAGES } from '@shared/schemas/accounts';
import type { Role } from '@shared/schemas/common';
import type {
  AdminProfileView,
  ArtistPreferences,
  ClientPreferences,
  ProfileFields,
  ProfileView,
} from '@shared/schemas/profiles';
import type { Actor } from '../actor';
import * as Claims from '../claims/claims';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError, refuse } from '../errors';
import * as Uploads from '../uploads/uploads';
import { publicUrl } from '../uploads/urls';
import * as Preferences from './preferences';
import * as Profiles from './profiles';
import { ErrorCodes } from '@shared/api/errors';
import * as Moderation from '../moderation/notes';

/** Profiles as their owners (and admins) see and edit them. */

const profileNotFound = () => refuse(ErrorCodes.profileNotFound, 'Profile not found.');
const changedMeanwhile = () =>
  new AppError(ErrorCodes.profileChanged, 'Your profile was changed meanwhile. Please reload and try again.');

/** The user's profile if it has that role; 404 otherwise. */
async function profileOfRole(userId: string, role: Role): Promise<Profiles.ProfileItem> {
  const profile = await Profiles.get(userId);
  if (!profile || profile.role !== role) throw profileNotFound();
  return profile;
}

/** The stored profile in the shape the spec's screens read. */
export function toProfileView(p: Profiles.ProfileItem): ProfileView {
  return {
    user_id: p.userId,
    firstname: p.firstname,
    lastname: p.lastname,
    username: p.username,
    email: p.email,
    role: p.role,
    bio: p.bio ?? '',
    gender: (p.gender ?? '') as ProfileView['gender'],
    date_of_birth: p.dateOfBirth ?? '',
    address: p.address ?? '',
    phone: p.phone ?? '',
    profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null,
    status: p.verificationStatus ?? null,
    verification_id: p.verificationId ?? null,
    rating: ratingOf(p.ratingSum, p.ratingCount),
    hide_from_search_engines: p.noindex === true,
  };
}

/**
 * A profile of the given role (404 for another role or none): whole for its owner and admins;
 * for everyone else only what a public profile shows (DESIGN §8a): no e-mail, phone, gender,
 * date of birth or verification request id.
 */
export async function view(
  viewer: Pick<Actor, 'userId' | 'isAdmin'>,
  userId: string,
  role: Role,
): Promise<ProfileView> {
  const profile = await profileOfRole(userId, role);
  const own = viewer.userId === userId || viewer.isAdmin;
  // Hidden by moderation: only its owner and admins see it, with the reason.
  if (profile.hidden && !own) throw Moderation.hiddenError();
  const full = { ...toProfileView(profile), ...(await Moderation.fieldsFor('profile', userId, profile.hidden, true)) };
  if (own) return full;
  return { ...full, email: '', phone: '', gender: '', date_of_birth: '', verification_id: null };
}

/**
 * Saves the editable fields and the preferences together. E-mail, role, username and
 * verification are not among the fields, so a caller cannot set them.
 */
export async function save(
  userId: string,
  role: 'Artist' | 'Client',
  fields: ProfileFields,
  preferences: ArtistPreferences | ClientPreferences,
  options: { noindex?: boolean } = {},
) {
  const current = await profileOfRole(userId, role);
  const previous = await Preferences.get(userId, role);
  const changes = {
    firstname: fields.firstname,
    lastname: fields.lastname,
    bio: fields.bio,
    gender: fields.gender,
    dateOfBirth: fields.date_of_birth,
    address: fields.address,
    phone: fields.phone,
    ...(role === 'Artist' && options.noindex !== undefined ? { noindex: options.noindex } : {}),
  };
  try {
    await commit((tx) => [
      ...Profiles.update(tx, current, changes),
      ...Preferences.save(tx, userId, role, preferences, previous, Preferences.cardOf({ ...current, ...changes })),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw changedMeanwhile();
    throw err;
  }
}

/**
 * Makes an accepted `profile-image` upload of the user's their profile image. The previous
 * image is removed only once the new one is saved, so a failure keeps the old image.
 */
export async function setImage(userId: string, role: Role, key: string): Promise<string> {
  const profile = await profileOfRole(userId, role);
  const usedBy = `profile:${userId}` as const;
  const same = profile.profileImageKey === key;
  await Uploads.assertUsable(key, userId, 'profile-image', same ? {} : { usedBy });
  // Find Match shows the image from the person's match entries (artists and clients with preferences).
  const preferences = role === 'Artist' || role === 'Client' ? await Preferences.get(userId, role) : null;
  try {
    // A new image is claimed with the profile's change: it backs this profile only.
    await commit((tx) => [
      ...(same ? [] : [Uploads.claim(tx, key, usedBy)]),
      ...Profiles.update(tx, profile, { profileImageKey: key }),
      ...(preferences
        ? Preferences.cardPieces(tx, userId, role as 'Artist' | 'Client', preferences, { profileImageKey: key })
        : []),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed && !same && err.failedIndexes.includes(0)) throw await Uploads.claimRefusal(key);
    if (err instanceof ConditionFailed) throw changedMeanwhile();
    throw err;
  }
  if (profile.profileImageKey && profile.profileImageKey !== key) {
    await Uploads.remove(profile.profileImageKey).catch(() => undefined);
  }
  return publicUrl(key);
}

export async function adminView(userId: string): Promise<AdminProfileView> {
  const p = await profileOfRole(userId, 'Admin');
  return { firstname: p.firstname, lastname: p.lastname, username: p.username, email: p.email, role: 'Admin' };
}

/** Saves an admin's names and username; a new username takes its claim in the same transaction. */
export async function updateAdmin(
  userId: string,
  fields: { firstname: string; lastname: string; username: string },
): Promise<void> {
  const current = await profileOfRole(userId, 'Admin');
  try {
    await commit((tx) => [
      ...Profiles.update(tx, current, fields),
      ...Claims.move(tx, 'username', current.username.toLowerCase(), fields.username.toLowerCase(), userId),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed && !err.failedIndexes.includes(0))
      throw refuse(ErrorCodes.usernameInUse, MESSAGES.usernameInUse);
    if (err instanceof ConditionFailed) throw changedMeanwhile();
    throw err;
  }
}
