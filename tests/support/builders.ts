import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { apiClient, type RouteInput } from './api';
import { giveShippingProfile } from './shipping';
import { PNG, uploadAs } from './uploads';
import type { TestUser } from './users';

/**
 * Arts, jobs and posts made through the API as their owners make them, for the integration tests:
 * one builder each, with fields a test overrides only where it cares (`newArt(artist, { quantity: '1' })`).
 * The `…Fields` functions give the body alone, for tests that send it themselves.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

export type ArtBody = NonNullable<RouteInput<'POST /api/upload-art'>['body']>;
export type JobBody = NonNullable<RouteInput<'POST /api/jobs'>['body']>;
export type PostBody = NonNullable<RouteInput<'POST /community-posts'>['body']>;

/** The key of a fresh upload of `artist`'s for an art (its bytes a real PNG). */
export const artImageKey = async (artist: TestUser) =>
  (await uploadAs(endpoints.api, artist, 'art-image', 'image/png', PNG, 'art.png')).key;

/** A valid upload-art body, with a fresh image of `artist`'s unless `overrides` names one. */
export async function artFields(artist: TestUser, overrides: Partial<ArtBody> = {}): Promise<ArtBody> {
  return {
    title: 'Sunset over Taal',
    description: 'Oil on canvas, 60 × 90 cm.',
    price: '1500.00',
    quantity: '3',
    location: 'Batangas',
    art_style: 'Realism',
    medium: 'Oil',
    subject: 'Landscape',
    tags: '[]',
    imageKey: overrides.imageKey ?? (await artImageKey(artist)),
    ...overrides,
  };
}

/** A new art of `artist`'s, uploaded through the API (fails unless it is created); its artist ships everywhere (SHIPS_EVERYWHERE) unless they set a profile before. */
export async function newArt(artist: TestUser, overrides: Partial<ArtBody> = {}) {
  await giveShippingProfile(endpoints.api, artist);
  return callOk('POST /api/upload-art', { token: artist.idToken, body: await artFields(artist, overrides) });
}

/** A valid job body (an Open job with a future deadline). */
export const jobFields = (overrides: Partial<JobBody> = {}): JobBody => ({
  title: 'Mural for our cafe',
  description: 'A 3 m × 2 m mural of Mayon volcano for the cafe wall.',
  budget: '₱5,000 - ₱10,000',
  deadline: '2030-03-15',
  preferred_art_styles: ['Realism', 'Nature Art'],
  ...overrides,
});

/** A new job of `client`'s, posted through the API (fails unless it is created). */
export async function newJob(client: TestUser, overrides: Partial<JobBody> = {}) {
  return callOk('POST /api/jobs', { token: client.idToken, body: { user_id: client.userId, ...jobFields(overrides) } });
}

/** A valid text post body, its content unique so a test finds its own post. */
export const postFields = (overrides: Partial<PostBody> = {}): PostBody => ({
  content: `A post ${randomUUID().slice(0, 6)}`,
  category: 'General Discussion',
  ...overrides,
});

/** A new post of `author`'s in the community feed, through the API (fails unless it is created). */
export async function newPost(author: TestUser, overrides: Partial<PostBody> = {}) {
  return (await callOk('POST /community-posts', { token: author.idToken, body: postFields(overrides) })).post;
}

export { onboardingSample, type OnboardingBody } from './payout-details';
