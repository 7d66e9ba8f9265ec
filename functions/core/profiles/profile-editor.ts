import type { AdminUserRow } from '@shared/schemas/admin';
import type { Role } from '@shared/schemas/common';
import type { AdminProfileView, ArtistPreferences, ClientPreferences, ProfileFields, ProfileView } from '@shared/schemas/profiles';
import { MESSAGES } from '@shared/schemas/accounts';
import { moveClaim } from '../db/claims';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { conflict, notFound } from '../errors';
import { Uploads } from '../uploads/uploads';
import { Profiles } from './profiles';

type ProfileItem = NonNullable<Awaited<ReturnType<typeof Profiles.get>>>;

const profileNotFound = () => notFound('Profile not found.');

/** The user's profile if it has that role; 404 otherwise. */
async function profileOfRole(userId: string, role: Role): Promise<ProfileItem> {
  const profile = await Profiles.get(userId);
  if (!profile || profile.role !== role) throw profileNotFound();
  return profile;
}

/** The stored profile in the shape the spec's screens read. */
export function toProfileView(p: ProfileItem): ProfileView {
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
    profile_image: p.profileImageKey ? Uploads.publicUrl(p.profileImageKey) : null,
    status: p.verificationStatus ?? null,
    verification_id: p.verificationId ?? null,
  };
}

/** Profiles as their owners (and admins) see and edit them. */
export const ProfileEditor = {
  /** A profile of the given role, for its owner's screens; 404 for another role or none. */
  async view(userId: string, role: Role): Promise<ProfileView> {
    const profile = await profileOfRole(userId, role);
    return toProfileView(profile);
  },

  /**
   * Saves the editable fields and the preferences together. E-mail, role, username and
   * verification are not among the fields, so a caller cannot set them.
   */
  async save(userId: string, role: 'Artist' | 'Client', fields: ProfileFields, preferences: ArtistPreferences | ClientPreferences) {
    try {
      await commit(
        db().transaction.write((tx) => [
          tx.profile
            .patch({ userId })
            .set({
              firstname: fields.firstname,
              lastname: fields.lastname,
              bio: fields.bio,
              gender: fields.gender,
              dateOfBirth: fields.date_of_birth,
              address: fields.address,
              phone: fields.phone,
            })
            .where((attr, op) => op.eq(attr.role, role as Role))
            .commit(),
          tx.preferences.put({ userId, role, values: preferences }).commit(),
        ]),
      );
    } catch (err) {
      if (err instanceof ConditionFailed) throw profileNotFound();
      throw err;
    }
  },

  /**
   * Makes an accepted `profile-image` upload of the user's their profile image. The previous
   * image is removed only once the new one is saved, so a failure keeps the old image.
   */
  async setImage(userId: string, role: Role, key: string): Promise<string> {
    const profile = await profileOfRole(userId, role);
    await Uploads.assertUsable(key, userId, 'profile-image');
    await db().entities.profile.patch({ userId }).set({ profileImageKey: key }).go();
    await Uploads.keep(key);
    if (profile.profileImageKey && profile.profileImageKey !== key) {
      await Uploads.remove(profile.profileImageKey).catch(() => undefined);
    }
    return Uploads.publicUrl(key);
  },

  /** Everyone of a role, newest first (admin users table). One Query per page of 1 MB. */
  async listByRole(role: 'Artist' | 'Client'): Promise<AdminUserRow[]> {
    const { data } = await db().entities.profile.query.byRole({ role }).go({ order: 'desc', pages: 'all' });
    return data.map((p) => ({
      id: p.userId,
      name: `${p.firstname} ${p.lastname}`,
      firstname: p.firstname,
      lastname: p.lastname,
      username: p.username,
      email: p.email,
      address: p.address ?? '',
      phone: p.phone ?? '',
      role,
      created_at: p.createdAt,
      profile_image: p.profileImageKey ? Uploads.publicUrl(p.profileImageKey) : null,
      ...(role === 'Artist' ? { isVerified: p.verificationStatus === 'approved' } : {}),
    }));
  },

  async adminView(userId: string): Promise<AdminProfileView> {
    const p = await profileOfRole(userId, 'Admin');
    return { firstname: p.firstname, lastname: p.lastname, username: p.username, email: p.email, role: 'Admin' };
  },

  /** Saves an admin's names and username; a new username takes its claim in the same transaction. */
  async updateAdmin(userId: string, fields: { firstname: string; lastname: string; username: string }): Promise<void> {
    const current = await profileOfRole(userId, 'Admin');
    try {
      await commit(
        db().transaction.write((tx) => [
          tx.profile
            .patch({ userId })
            .set({ firstname: fields.firstname, lastname: fields.lastname, username: fields.username })
            .where((attr, op) => op.eq(attr.username, current.username))
            .commit(),
          ...moveClaim(tx, 'username', current.username.toLowerCase(), fields.username.toLowerCase(), userId),
        ]),
      );
    } catch (err) {
      if (err instanceof ConditionFailed && !err.failedIndexes.includes(0)) throw conflict('username_in_use', MESSAGES.usernameInUse);
      throw err;
    }
  },
};
