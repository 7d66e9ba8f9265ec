import type { Role } from '@shared/schemas/common';
import { db } from '../db/service';

/** Lookups of profiles, free of S3 so the account functions stay small. Editing is in profile-editor.ts. */
export const Profiles = {
  async get(userId: string) {
    const { data } = await db().entities.profile.get({ userId }).go();
    return data;
  },

  /** The role recorded on the user's profile, or null when they have none. */
  async roleOf(userId: string): Promise<Role | null> {
    return (await Profiles.get(userId))?.role ?? null;
  },

  /** The profile that owns an e-mail address (e-mails are stored lower-case). */
  async findByEmail(email: string) {
    const { data: claim } = await db().entities.unique.get({ kind: 'email', value: email.toLowerCase() }).go();
    return claim ? Profiles.get(claim.ownerId) : null;
  },

  async emailExists(email: string): Promise<boolean> {
    const { data } = await db().entities.unique.get({ kind: 'email', value: email.toLowerCase() }).go();
    return data !== null;
  },

};
