import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { db } from '@functions/core/db/service';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Uploads from '@functions/core/uploads/uploads';
import { publicUrl } from '@functions/core/uploads/urls';
import { VARIANT_NAMES, variantKeys } from '@functions/core/uploads/variant-keys';
import * as Variants from '@functions/core/uploads/variants';
import { handler as objectCreated } from '@functions/events/object-created';
import { apiClient } from '../support/api';
import { newArt } from '../support/builders';
import { postForm, TEXT, uploadAs } from '../support/uploads';
import { createPerson, type TestUser } from '../support/users';

/**
 * Art and post images get a 480, an 800 and a 1200 px wide WebP when they arrive: the local S3's
 * object-created event runs the real handler, which checks the bytes and then makes them.
 */

const { endpoints } = inject('stack');
const s3 = new S3Client({ forcePathStyle: true });
const { callOk } = apiClient(endpoints.api);

/** A photo-like JPEG (gradient, shapes and grain) of the given size. */
async function photo(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6a55a"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#fff1c9"/>
    <path d="M0,${height} L0,${height * 0.7} Q${width / 2},${height * 0.5} ${width},${height * 0.75} L${width},${height} Z" fill="#3e2723"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg))
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 20 },
          },
        },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

async function lastModified(key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: endpoints.mediaBucket, Key: key }));
    return head.LastModified?.getTime() ?? 0;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw err;
  }
}

/** Waits for the event-driven variants to be recorded. */
async function variantsOf(key: string): Promise<Variants.ImageVariants> {
  let record: Awaited<ReturnType<typeof Uploads.find>> = null;
  await vi.waitFor(
    async () => {
      record = await Uploads.find(key);
      expect(record?.small).toBeTruthy();
    },
    { timeout: 20_000, interval: 100 },
  );
  const { width, height, thumb, small, card, medium, large } = record!;
  return { width: width!, height: height!, thumb: thumb!, small: small!, card: card!, medium: medium!, large: large! };
}

/** Every variant's key, smallest first. */
const keysOf = (v: Variants.ImageVariants) => [v.thumb, v.small, v.card, v.medium, v.large];

async function served(key: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(publicUrl(key));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const s3Event = (key: string) =>
  ({
    Records: [
      { eventName: 'ObjectCreated:Put', s3: { bucket: { name: endpoints.mediaBucket }, object: { key, eTag: 'x' } } },
    ],
  }) as unknown as S3Event;

describe('image variants', () => {
  let artist: TestUser;
  let original: Uint8Array<ArrayBuffer>;
  let key: string;
  let variants: Variants.ImageVariants;

  beforeAll(async () => {
    artist = await createPerson({ role: 'Artist', prefix: 'variants' });
    original = await photo(1600, 1200);
    ({ key } = await uploadAs(endpoints.api, artist, 'art-image', 'image/jpeg', original, 'painting.jpg'));
    variants = await variantsOf(key);
  });

  afterAll(() => s3.destroy());

  it('records the original size and the five variant keys on the upload', async () => {
    expect(variants).toEqual({ width: 1600, height: 1200, ...variantKeys(key) });
    expect(variants.thumb).toMatch(/^variants\/art-image\/.+\.jpg\.360\.webp$/);
    expect(variants.small).toMatch(/^variants\/art-image\/.+\.jpg\.480\.webp$/);
    expect(variants.card).toMatch(/^variants\/art-image\/.+\.jpg\.680\.webp$/);
    expect(variants.medium).toMatch(/^variants\/art-image\/.+\.jpg\.800\.webp$/);
    expect(await Uploads.find(key)).toMatchObject({ status: 'accepted', detectedType: 'image/jpeg' });
  });

  it('serves a 360, a 480, a 680, an 800 and a 1200 px wide WebP from the media URL, cacheable for good', async () => {
    for (const [variantKey, width, height] of [
      [variants.thumb, 360, 270],
      [variants.small, 480, 360],
      [variants.card, 680, 510],
      [variants.medium, 800, 600],
      [variants.large, 1200, 900],
    ] as const) {
      const { response, bytes } = await served(variantKey);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toMatch(/immutable/);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height });
      expect(bytes.length).toBeLessThan(original.length);
    }
  });

  it("gives an art made of the image its five variants in the API's answers", async () => {
    const { key: artKey } = await uploadAs(endpoints.api, artist, 'art-image', 'image/jpeg', original, 'art.jpg');
    const made = await variantsOf(artKey);
    const art = await newArt(artist, { imageKey: artKey });
    const image = {
      url: publicUrl(artKey),
      thumb: publicUrl(made.thumb),
      small: publicUrl(made.small),
      card: publicUrl(made.card),
      medium: publicUrl(made.medium),
      large: publicUrl(made.large),
      width: 1600,
      height: 1200,
    };
    expect(art.image).toEqual(image);
    expect(
      (await callOk('GET /api/art/{artId}', { params: { artId: art.art_id }, token: artist.idToken })).image,
    ).toEqual(image);
    const page = await callOk('GET /api/arts/{id}', { params: { id: artist.userId }, token: artist.idToken });
    expect(page.items.find((a) => a.art_id === art.art_id)?.image).toEqual(image);
  });

  it("gives the demo seed's arts their five variants", async () => {
    const maria = await Profiles.findByEmail('maria.santos@crafti.test');
    const page = await callOk('GET /api/arts/{id}', { params: { id: maria!.userId }, token: artist.idToken });
    expect(page.items.length).toBeGreaterThan(0);
    for (const art of page.items)
      expect(art.image, art.title).toMatchObject({
        thumb: expect.stringMatching(/\.360\.webp$/),
        small: expect.stringMatching(/\.480\.webp$/),
        card: expect.stringMatching(/\.680\.webp$/),
        medium: expect.stringMatching(/\.800\.webp$/),
        large: expect.stringMatching(/\.1200\.webp$/),
      });
  });

  it('leaves the original untouched', async () => {
    const { response, bytes } = await served(key);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(bytes)).toEqual(original);
  });

  it('never has the check delete a variant, notified or not', async () => {
    // The buckets do not notify variants; a notification that reached the function anyway is ignored.
    await objectCreated(s3Event(variants.small));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const variant of keysOf(variants)) expect(await lastModified(variant)).not.toBeNull();
  });

  it('does no work for a key already processed', async () => {
    const before = await Promise.all(keysOf(variants).map(lastModified));
    // S3 times have a one-second resolution: a rewrite now would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await Variants.ensureVariants(key)).toEqual(variants);
    const record = await Uploads.find(key);
    expect(await Variants.ensureVariants(key, { sourceETag: record!.variantsSourceETag })).toEqual(variants);
    expect(await Promise.all(keysOf(variants).map(lastModified))).toEqual(before);
  });

  it('makes the thumb, the card and the medium one for an image made before they existed, on its next ensure', async () => {
    const { key: older } = await uploadAs(
      endpoints.api,
      artist,
      'art-image',
      'image/jpeg',
      await photo(1000, 750),
      'older.jpg',
    );
    const made = await variantsOf(older);
    // As recorded before the 360, 680 and 800 px variants: none of them on the record nor in the bucket.
    await db().entities.upload.patch({ key: older }).remove(['thumb', 'card', 'medium']).go();
    await Promise.all([Uploads.remove(made.thumb), Uploads.remove(made.card), Uploads.remove(made.medium)]);
    expect(await lastModified(made.medium)).toBeNull();
    expect(await lastModified(made.card)).toBeNull();
    expect(await lastModified(made.thumb)).toBeNull();
    expect(await Variants.ensureVariants(older)).toEqual(made);
    expect(await Uploads.find(older)).toMatchObject({ thumb: made.thumb, card: made.card, medium: made.medium });
    expect(await sharp((await served(made.card)).bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 680,
      height: 510,
    });
    expect(await sharp((await served(made.medium)).bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
    expect(await sharp((await served(made.thumb)).bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 360,
      height: 270,
    });
  });

  it('makes them again when an event announces another file at the key', async () => {
    const before = await lastModified(variants.large);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await Variants.ensureVariants(key, { sourceETag: 'another-file' })).toEqual(variants);
    expect(await lastModified(variants.large)).toBeGreaterThan(before!);
  });

  it('never upscales: a 300 px wide post image gets five 300 px wide variants', async () => {
    const small = await photo(300, 225);
    const { key: postKey } = await uploadAs(endpoints.api, artist, 'post-image', 'image/jpeg', small, 'small.jpg');
    const made = await variantsOf(postKey);
    expect(made).toMatchObject({ width: 300, height: 225 });
    for (const variantKey of keysOf(made)) {
      expect(await sharp((await served(variantKey)).bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 225,
      });
    }
  });

  it('makes none for a profile image', async () => {
    const { key: profileKey } = await uploadAs(
      endpoints.api,
      artist,
      'profile-image',
      'image/jpeg',
      await photo(800, 800),
      'me.jpg',
    );
    await vi.waitFor(async () => expect((await Uploads.find(profileKey))?.status).toBe('accepted'), {
      timeout: 10_000,
      interval: 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await Uploads.find(profileKey)).not.toHaveProperty('small');
    for (const variant of Object.values(variantKeys(profileKey))) expect(await lastModified(variant)).toBeNull();
    await expect(Variants.ensureVariants(profileKey)).rejects.toThrow(/no image variants/);
  });

  it('deletes the variants with their original', async () => {
    const { key: doomed } = await uploadAs(
      endpoints.api,
      artist,
      'art-image',
      'image/jpeg',
      await photo(640, 480),
      'gone.jpg',
    );
    const made = await variantsOf(doomed);
    await Uploads.remove(doomed);
    for (const variant of keysOf(made)) expect(await lastModified(variant)).toBeNull();
    expect(await Uploads.find(doomed)).toBeNull();
  });

  it('deletes the variants when a bad file is posted again with the same form', async () => {
    const presigned = await uploadAs(
      endpoints.api,
      artist,
      'art-image',
      'image/jpeg',
      await photo(640, 480),
      'first.jpg',
    );
    const made = await variantsOf(presigned.key);
    expect(await postForm(presigned, TEXT, 'first.jpg')).toBe(204);
    await vi.waitFor(async () => expect((await Uploads.find(presigned.key))?.status).toBe('rejected'), {
      timeout: 10_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect(await lastModified(made.small)).toBeNull(), { timeout: 5_000, interval: 100 });
    for (const variant of keysOf(made)) expect(await lastModified(variant)).toBeNull();
    // The refused file's record names no variant any more.
    const refused = await Uploads.find(presigned.key);
    for (const name of VARIANT_NAMES) expect(refused, name).not.toHaveProperty(name);
  });
});
