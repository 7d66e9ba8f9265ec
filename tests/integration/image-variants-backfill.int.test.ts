import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as Arts from '@functions/core/arts/arts';
import { setPostHidden } from '@functions/core/community/moderation';
import { db } from '@functions/core/db/service';
import { backfillImageVariants, type BackfillResult } from '@functions/core/uploads/backfill-variants';
import * as Uploads from '@functions/core/uploads/uploads';
import { publicUrl } from '@functions/core/uploads/urls';
import { variantKeys, type VariantName } from '@functions/core/uploads/variant-keys';
import { ensureVariants } from '@functions/core/uploads/variants';
import { apiClient } from '../support/api';
import { artFields, newArt, newPost } from '../support/builders';
import { uploadAs } from '../support/uploads';
import { createPerson, type TestUser } from '../support/users';

/**
 * Arts and post images stored before a variant existed (the 800 px medium one, then the 360 px
 * thumb, then the 680 px card one) get it from the backfill (`npm run backfill:images`, also run at `npm start`): made the
 * normal way, then stripped of every trace of the later variants (item, listings, post copies,
 * upload record, the WebPs themselves) as data of that time has none; the backfill must bring
 * them back where the API reads them.
 */

/** The variants added after images were first stored, and the art attribute of each one's key. */
const LATER = { thumb: 'imageThumbKey', card: 'imageCardKey', medium: 'imageMediumKey' } as const satisfies Partial<
  Record<VariantName, string>
>;
type Later = keyof typeof LATER;
const ALL_LATER = Object.keys(LATER) as Later[];

const { endpoints } = inject('stack');
const s3 = new S3Client({ forcePathStyle: true });
const { callOk } = apiClient(endpoints.api);

/** A JPEG with some texture, of the given size. */
async function photo(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: '#b5651d', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** An accepted upload of `user`'s with its variants made (as the object-created function makes them on arrival). */
async function imageUpload(
  user: TestUser,
  purpose: 'art-image' | 'post-image',
  width: number,
  height: number,
): Promise<string> {
  const { key } = await uploadAs(endpoints.api, user, purpose, 'image/jpeg', await photo(width, height), 'picture.jpg');
  await vi.waitFor(async () => expect((await Uploads.find(key))?.thumb).toBeTruthy(), {
    timeout: 20_000,
    interval: 100,
  });
  return key;
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: endpoints.mediaBucket, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

const without = (item: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(item).filter(([field]) => !fields.includes(field)));

/** The upload as recorded before these variants: no keys on the record, no WebPs in the bucket. */
async function forgetVariantsOfUpload(key: string, names: readonly Later[]): Promise<void> {
  const keys = variantKeys(key);
  await db()
    .entities.upload.patch({ key })
    .remove([...names])
    .go();
  for (const name of names) {
    await Uploads.remove(keys[name]);
    expect(await exists(keys[name])).toBe(false);
  }
}

/** The art, its 16 Browse Arts entries and its upload as stored before these variants (all of them unless told). */
async function forgetVariantsOfArt(artId: string, names: readonly Later[] = ALL_LATER): Promise<void> {
  const fields = names.map((name) => LATER[name]);
  const { data: art } = await db().entities.art.get({ artId }).go();
  await db().entities.art.patch({ artId }).remove(fields).go();
  const { data: listings } = await db().entities.artListing.query.byArt({ artId }).go();
  expect(listings).toHaveLength(16);
  for (const listing of listings) {
    await db()
      .entities.artListing.patch({ artId, combo: listing.combo })
      .set({ card: without(listing.card as Record<string, unknown>, fields) })
      .go();
  }
  await forgetVariantsOfUpload(art!.imageKey, names);
}

/** Every copy of the post and its images' uploads as stored before the later variants. */
async function forgetVariantsOfPost(postId: string): Promise<void> {
  const { data: copies } = await db().entities.communityPost.query.byPost({ postId }).go();
  expect(copies).toHaveLength(4);
  for (const copy of copies) {
    const images = (copy.images as Record<string, unknown>[]).map((image) => without(image, ALL_LATER));
    await db().entities.communityPost.patch({ postId, combo: copy.combo }).set({ images }).go();
  }
  for (const image of copies[0]!.images as { key: string }[]) await forgetVariantsOfUpload(image.key, ALL_LATER);
}

const artImage = (viewer: TestUser, artId: string) =>
  callOk('GET /api/art/{artId}', { params: { artId }, token: viewer.idToken }).then((a) => a.image);

/** The art's card in Browse Arts (its facets' partition, newest first). */
async function browseImage(viewer: TestUser, artId: string) {
  const page = await callOk('GET /api/arts', {
    token: viewer.idToken,
    query: { art_style: 'Realism', medium: 'Oil', subject: 'Landscape', sort: 'latest', limit: 50 },
  });
  return page.items.find((card) => card.art_id === artId)?.image;
}

/** The served WebP's format and width. */
async function served(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('backfilling the image variants added later', () => {
  let artist: TestUser;
  let viewer: TestUser;
  let artId: string;
  let artKey: string;
  let postId: string;
  let postKey: string;
  let orphanArtId: string;
  let orphanImage: Awaited<ReturnType<typeof artImage>>;
  let first: BackfillResult;

  beforeAll(async () => {
    [artist, viewer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'backfill-a' }),
      createPerson({ role: 'Client', prefix: 'backfill-c' }),
    ]);
    // A 1600 px painting (its medium variant is 800 px wide, its card 680, its thumb 360) and a 600 px photo (never upscaled: 600).
    artKey = await imageUpload(artist, 'art-image', 1600, 1200);
    postKey = await imageUpload(artist, 'post-image', 600, 450);
    artId = (await newArt(artist, { imageKey: artKey })).art_id;
    postId = (await newPost(artist, { category: 'Art Tips', images: [postKey] })).id;
    // An art whose upload record is gone: nothing to make its variants from.
    const orphanKey = await imageUpload(artist, 'art-image', 900, 600);
    orphanArtId = (await newArt(artist, { imageKey: orphanKey })).art_id;

    // The painting as arts stored after the medium variant and before the thumb and the card are: those two lack.
    await forgetVariantsOfArt(artId, ['thumb', 'card']);
    await forgetVariantsOfPost(postId);
    await forgetVariantsOfArt(orphanArtId);
    await db().entities.upload.delete({ key: orphanKey }).go();
    orphanImage = await artImage(viewer, orphanArtId);

    // As the API answered for such data: the forgotten variants are null everywhere.
    expect(await artImage(viewer, artId)).toMatchObject({ thumb: null, card: null });
    expect(await browseImage(viewer, artId)).toMatchObject({ thumb: null, card: null });
    const post = await callOk('GET /community-posts/{id}', { params: { id: postId }, token: viewer.idToken });
    expect(post.post.images[0]).toMatchObject({ thumb: null, card: null, medium: null });

    first = await backfillImageVariants({ pageSize: 7 });
  }, 120_000);

  afterAll(() => s3.destroy());

  it('gives the art its 360 and 680 px WebPs on its page and in Browse Arts', async () => {
    const keys = variantKeys(artKey);
    const image = await artImage(viewer, artId);
    expect(image).toEqual({
      url: publicUrl(artKey),
      thumb: publicUrl(keys.thumb),
      small: publicUrl(keys.small),
      card: publicUrl(keys.card),
      medium: publicUrl(keys.medium),
      large: publicUrl(keys.large),
      width: 1600,
      height: 1200,
    });
    expect(await browseImage(viewer, artId)).toEqual(image);
    expect(await served(image.thumb!)).toMatchObject({ format: 'webp', width: 360, height: 270 });
    expect(await served(image.card!)).toMatchObject({ format: 'webp', width: 680, height: 510 });
    // Every one of the 16 listing entries, not only the partition read above.
    const { data: listings } = await db().entities.artListing.query.byArt({ artId }).go();
    expect(listings.map((l) => (l.card as { imageThumbKey?: string }).imageThumbKey)).toEqual(
      Array(16).fill(keys.thumb),
    );
    expect(listings.map((l) => (l.card as { imageCardKey?: string }).imageCardKey)).toEqual(Array(16).fill(keys.card));
    expect(await Uploads.find(artKey)).toMatchObject({ thumb: keys.thumb, card: keys.card, medium: keys.medium });
  });

  it('gives the post image its thumb, card and medium WebPs (the original width when narrower) in the post and in the feeds', async () => {
    const thumb = publicUrl(variantKeys(postKey).thumb);
    const card = publicUrl(variantKeys(postKey).card);
    const medium = publicUrl(variantKeys(postKey).medium);
    const { post } = await callOk('GET /community-posts/{id}', { params: { id: postId }, token: viewer.idToken });
    expect(post.images[0]).toMatchObject({ url: publicUrl(postKey), thumb, card, medium, width: 600, height: 450 });
    expect(await served(card)).toMatchObject({ format: 'webp', width: 600, height: 450 });
    expect(await served(medium)).toMatchObject({ format: 'webp', width: 600, height: 450 });
    expect(await served(thumb)).toMatchObject({ format: 'webp', width: 360, height: 270 });
    const feed = await callOk('GET /community-posts', {
      token: viewer.idToken,
      query: { category: 'Art Tips', hasMedia: 'true', page: 1, limit: 10 },
    });
    expect(feed.posts.find((p) => p.id === postId)?.images[0]).toMatchObject({ thumb, card, medium });
  });

  it('skips and counts an art whose upload is gone, leaving it as it was', async () => {
    expect(first.skips).toContainEqual({ id: `art:${orphanArtId}`, reason: expect.stringMatching(/No upload record/) });
    expect(first.filled).toBeGreaterThanOrEqual(2);
    expect(first.skipped).toBeGreaterThanOrEqual(1);
    expect(first.scanned).toBeGreaterThan(first.filled + first.skipped);
    expect(first.resume).toBeNull();
    expect(await artImage(viewer, orphanArtId)).toEqual(orphanImage);
  });

  it('fills nothing when run again', async () => {
    const again = await backfillImageVariants();
    expect(again).toMatchObject({ filled: 0, scanned: first.scanned, resume: null });
    expect(again.skips).toContainEqual({ id: `art:${orphanArtId}`, reason: expect.any(String) });
  });

  it('goes on from where a run stopped', async () => {
    const stopped = await backfillImageVariants({ pageSize: 2, maxPages: 1 });
    expect(stopped.scanned).toBe(2);
    expect(stopped.resume).toEqual(expect.any(String));
    const rest = await backfillImageVariants({ pageSize: 50, resume: stopped.resume });
    expect(stopped.scanned + rest.scanned).toBe(first.scanned);
    expect(rest.resume).toBeNull();
  });

  it('leaves an art whose image changed meanwhile with its new image', async () => {
    const oldKey = await imageUpload(artist, 'art-image', 1000, 750);
    const raced = (await newArt(artist, { imageKey: oldKey })).art_id;
    await forgetVariantsOfArt(raced);
    const newKey = await imageUpload(artist, 'art-image', 1200, 900);
    const result = await backfillImageVariants({
      variantsOf: async (key) => {
        const variants = await ensureVariants(key);
        // The artist replaces the picture between the walk reading the art and writing it.
        if (key === oldKey)
          await callOk('PUT /api/arts/{id}', {
            params: { id: raced },
            token: artist.idToken,
            body: { ...(await artFields(artist, { imageKey: newKey })) },
          });
        return variants;
      },
    });
    expect(result.skips).toContainEqual({ id: `art:${raced}`, reason: expect.stringMatching(/changed/) });
    const image = await artImage(viewer, raced);
    expect(image).toMatchObject({
      url: publicUrl(newKey),
      thumb: publicUrl(variantKeys(newKey).thumb),
      medium: publicUrl(variantKeys(newKey).medium),
      width: 1200,
      height: 900,
    });
    expect(await browseImage(viewer, raced)).toEqual(image);
  });

  it('never lists again an art sold out meanwhile, and fills it on the next run', async () => {
    const key = await imageUpload(artist, 'art-image', 1000, 750);
    const sold = (await newArt(artist, { imageKey: key })).art_id;
    await forgetVariantsOfArt(sold);
    const raced = await backfillImageVariants({
      variantsOf: async (k) => {
        const variants = await ensureVariants(k);
        // The last piece sells between the walk reading the art and writing: it leaves Browse Arts.
        if (k === key) await Arts.setStock(sold, 0);
        return variants;
      },
    });
    expect(raced.skips).toContainEqual({ id: `art:${sold}`, reason: expect.stringMatching(/changed/) });
    const listings = async () => (await db().entities.artListing.query.byArt({ artId: sold }).go()).data;
    expect(await listings()).toEqual([]);
    expect((await backfillImageVariants()).skips.map((s) => s.id)).not.toContain(`art:${sold}`);
    expect(await artImage(viewer, sold)).toMatchObject({
      thumb: publicUrl(variantKeys(key).thumb),
      medium: publicUrl(variantKeys(key).medium),
    });
    expect(await listings()).toEqual([]);
  });

  it('skips the copies of a post that moderation hid meanwhile, and fills its hidden copy', async () => {
    const key = await imageUpload(artist, 'post-image', 1000, 500);
    const hidden = (await newPost(artist, { category: 'Events', images: [key] })).id;
    await forgetVariantsOfPost(hidden);
    const raced = await backfillImageVariants({
      variantsOf: async (k) => {
        const variants = await ensureVariants(k);
        // An admin hides the post between the walk reading its feed copy and writing: its 4 copies become one.
        if (k === key) await setPostHidden(hidden, true);
        return variants;
      },
    });
    expect(raced.skips).toContainEqual({ id: `post:${hidden}`, reason: expect.stringMatching(/changed/) });
    // The walk reads the hidden posts' partition after the feed's: it finds the post there and fills it.
    const { post } = await callOk('GET /community-posts/{id}', { params: { id: hidden }, token: artist.idToken });
    expect(post.images[0]).toMatchObject({
      thumb: publicUrl(variantKeys(key).thumb),
      medium: publicUrl(variantKeys(key).medium),
      width: 1000,
      height: 500,
    });
    expect(await served(publicUrl(variantKeys(key).medium))).toMatchObject({ format: 'webp', width: 800, height: 400 });
    const { data: copies } = await db().entities.communityPost.query.byPost({ postId: hidden }).go();
    expect(copies.map((c) => c.combo)).toEqual(['hidden']);
    expect((await backfillImageVariants()).skips.map((s) => s.id)).not.toContain(`post:${hidden}`);
  });
});
