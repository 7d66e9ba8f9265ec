import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { counterOf } from '@functions/core/community/community';
import * as Counters from '@functions/core/counters/counters';
import { db } from '@functions/core/db/service';
import { commit } from '@functions/core/db/transactions';
import * as Uploads from '@functions/core/uploads/uploads';
import { publicUrl } from '@functions/core/uploads/urls';
import { UPLOAD_MAX_BYTES, type CreateUploadResponse, type UploadPurpose } from '@shared/schemas/uploads';
import { apiClient, expectOk, expectRefused, isOk } from '../support/api';
import { createPerson, createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, call } = apiClient(endpoints.api);

// A 1×1 PNG, a small PDF and a text file: real bytes for the check to read.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const TEXT = new TextEncoder().encode('Just some notes, not a picture at all.\n');

async function presign(
  user: TestUser,
  body: { purpose: UploadPurpose; contentType: string; size: number },
): Promise<CreateUploadResponse> {
  const res = await callRoute('POST /uploads', { token: user.idToken, body });
  expectOk(res);
  return res.body as CreateUploadResponse;
}

/** Posts the form as a browser does: every field first, the file last. */
async function postForm(
  presigned: CreateUploadResponse,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: presigned.fields['Content-Type'] }), fileName);
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

async function upload(
  user: TestUser,
  purpose: UploadPurpose,
  contentType: string,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
) {
  const presigned = await presign(user, { purpose, contentType, size: bytes.length });
  expect(await postForm(presigned, bytes, fileName)).toBe(204);
  return presigned;
}

const s3 = new S3Client({ forcePathStyle: true });

async function objectExists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

const statusOf = async (key: string) => (await Uploads.find(key))?.status;
/** Waits for the event-driven check (works in hooks too, unlike expect.poll). */
const waitForStatus = (key: string, status: string) =>
  vi.waitFor(async () => expect(await statusOf(key)).toBe(status), { timeout: 10_000, interval: 100 });
const refusal = (message?: RegExp) => ({
  code: 'uploads.invalid',
  status: 400,
  ...(message ? { message: expect.stringMatching(message) } : {}),
});

describe('uploads', () => {
  let artist: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    [artist, client] = await Promise.all([
      createUser({ role: 'Artist', prefix: 'up-artist' }),
      createUser({ role: 'Client', prefix: 'up-client' }),
    ]);
  });

  afterAll(() => s3.destroy());

  describe('POST /uploads', () => {
    it('answers 401 to a caller who is not signed in', async () => {
      const res = await callRoute('POST /uploads', {
        body: { purpose: 'profile-image', contentType: 'image/png', size: 10 },
      });
      expectRefused(res, 401);
    });

    it.each([
      ['an unknown purpose', { purpose: 'avatar', contentType: 'image/png', size: 10 }, 'purpose', /purpose:/],
      [
        'a type the purpose does not accept',
        { purpose: 'profile-image', contentType: 'application/pdf', size: 10 },
        'contentType',
        /Accepted types: JPG, PNG, WEBP/,
      ],
      [
        'a type no purpose accepts',
        { purpose: 'verification-id', contentType: 'text/html', size: 10 },
        'contentType',
        /Accepted types: PDF, JPG, PNG/,
      ],
      ['an empty file', { purpose: 'art-image', contentType: 'image/jpeg', size: 0 }, 'size', /empty/],
      [
        'a file over 10 MB',
        { purpose: 'post-image', contentType: 'image/webp', size: UPLOAD_MAX_BYTES + 1 },
        'size',
        /maximum size is 10 MB/,
      ],
      [
        'a size that is not a whole number',
        { purpose: 'post-image', contentType: 'image/webp', size: 1.5 },
        'size',
        /size:/,
      ],
    ])('answers 400 naming the field for %s', async (_, body, field, message) => {
      const res = await call('POST', '/uploads', { token: artist.idToken, body });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'validation_failed', field, message: expect.stringMatching(message) },
      });
    });

    it('presigns a POST pinned to one key under the caller, the declared type and 1 byte to 10 MB', async () => {
      const before = Date.now();
      const presigned = await presign(artist, { purpose: 'profile-image', contentType: 'image/png', size: PNG.length });
      expect(presigned.key).toMatch(new RegExp(`^profile-image/${artist.userId}/[0-9a-f-]{36}\\.png$`));
      expect(presigned.url).toBe(`${endpoints.s3}/${endpoints.mediaBucket}`);
      expect(presigned.maxBytes).toBe(UPLOAD_MAX_BYTES);
      expect(Date.parse(presigned.expiresAt) - before).toBeGreaterThan(9 * 60_000);
      expect(Date.parse(presigned.expiresAt) - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
      expect(presigned.fields).toMatchObject({
        key: presigned.key,
        'Content-Type': 'image/png',
        bucket: endpoints.mediaBucket,
      });
      const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, 'base64').toString('utf8')) as {
        conditions: unknown[];
      };
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          ['eq', '$key', presigned.key],
          ['content-length-range', 1, UPLOAD_MAX_BYTES],
          ['eq', '$Content-Type', 'image/png'],
        ]),
      );
      expect(await Uploads.find(presigned.key)).toMatchObject({
        userId: artist.userId,
        purpose: 'profile-image',
        status: 'pending',
      });
    });

    it('sends verification files to the private documents bucket', async () => {
      const presigned = await presign(artist, {
        purpose: 'verification-id',
        contentType: 'application/pdf',
        size: PDF.length,
      });
      expect(presigned.key).toMatch(new RegExp(`^verification-id/${artist.userId}/.+\\.pdf$`));
      expect(presigned.fields.bucket).toBe(endpoints.documentsBucket);
    });
  });

  describe('the object-created check', () => {
    it('accepts a real PNG, which its owner may then use and the public URL serves', async () => {
      const { key } = await upload(artist, 'profile-image', 'image/png', PNG, 'me.png');
      await waitForStatus(key, 'accepted');
      expect(await Uploads.find(key)).toMatchObject({ size: PNG.length, detectedType: 'image/png' });
      expect(await Uploads.assertUsable(key, artist.userId, 'profile-image')).toEqual({
        bucket: endpoints.mediaBucket,
        key,
        contentType: 'image/png',
      });
      const served = await fetch(publicUrl(key));
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    });

    it('rejects and deletes a text file named .png and declared image/png', async () => {
      const { key } = await upload(artist, 'art-image', 'image/png', TEXT, 'painting.png');
      await waitForStatus(key, 'rejected');
      expect(await Uploads.find(key)).toMatchObject({ rejectReason: 'content_not_allowed' });
      expect(await objectExists(endpoints.mediaBucket, key)).toBe(false);
      await expect(Uploads.assertUsable(key, artist.userId, 'art-image')).rejects.toMatchObject(
        refusal(/content is not an accepted type/),
      );
    });

    it('rejects and deletes a file over 10 MB that was declared small (the local S3 ignores the policy)', async () => {
      const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
      big.set(PNG);
      const presigned = await presign(artist, { purpose: 'post-image', contentType: 'image/png', size: 1000 });
      expect(await postForm(presigned, big, 'huge.png')).toBe(204);
      await waitForStatus(presigned.key, 'rejected');
      expect(await Uploads.find(presigned.key)).toMatchObject({
        rejectReason: 'too_large',
        size: UPLOAD_MAX_BYTES + 1,
      });
      expect(await objectExists(endpoints.mediaBucket, presigned.key)).toBe(false);
    });

    it('rejects a PDF uploaded as an image, though verification files may be PDFs', async () => {
      const image = await upload(artist, 'art-image', 'image/jpeg', PDF, 'art.jpg');
      const document = await upload(artist, 'verification-document', 'application/pdf', PDF, 'portfolio.pdf');
      await waitForStatus(image.key, 'rejected');
      await waitForStatus(document.key, 'accepted');
    });

    it('rejects a file stored with a Content-Type the purpose does not allow, whatever its bytes', async () => {
      const presigned = await presign(artist, { purpose: 'art-image', contentType: 'image/png', size: PNG.length });
      // The local S3 does not enforce the policy's Content-Type condition; S3 would refuse this form.
      expect(
        await postForm(
          { ...presigned, fields: { ...presigned.fields, 'Content-Type': 'text/html' } },
          PNG,
          'page.html',
        ),
      ).toBe(204);
      await waitForStatus(presigned.key, 'rejected');
      expect(await Uploads.find(presigned.key)).toMatchObject({ rejectReason: 'stored_type_not_allowed' });
    });

    it('rejects and deletes a bad file posted again with the same form after the first was accepted', async () => {
      const presigned = await upload(artist, 'art-image', 'image/png', PNG, 'a.png');
      await waitForStatus(presigned.key, 'accepted');
      expect(await postForm(presigned, TEXT, 'a.png')).toBe(204);
      await waitForStatus(presigned.key, 'rejected');
      expect(await objectExists(endpoints.mediaBucket, presigned.key)).toBe(false);
      // Refused for good: even a valid file at that key is removed.
      expect(await postForm(presigned, PNG, 'a.png')).toBe(204);
      await expect
        .poll(() => objectExists(endpoints.mediaBucket, presigned.key), { timeout: 10_000, interval: 100 })
        .toBe(false);
      expect(await statusOf(presigned.key)).toBe('rejected');
    });

    it('deletes an object no presigned form was issued for, its key URL-encoded in the event as S3 does', async () => {
      const key = `art-image/${artist.userId}/stray file+${randomUUID()}.png`;
      await s3.send(
        new PutObjectCommand({ Bucket: endpoints.mediaBucket, Key: key, Body: PNG, ContentType: 'image/png' }),
      );
      await expect.poll(() => objectExists(endpoints.mediaBucket, key), { timeout: 10_000, interval: 100 }).toBe(false);
      expect(await Uploads.find(key)).toBeNull();
    });
  });

  describe('assertUsable', () => {
    let accepted: string;

    beforeAll(async () => {
      ({ key: accepted } = await upload(artist, 'art-image', 'image/webp', webp(), 'art.webp'));
      await waitForStatus(accepted, 'accepted');
    });

    it("refuses another user's key", async () => {
      await expect(Uploads.assertUsable(accepted, client.userId, 'art-image')).rejects.toMatchObject(
        refusal(/another account/),
      );
    });

    it('refuses a key issued for another purpose', async () => {
      await expect(Uploads.assertUsable(accepted, artist.userId, 'post-image')).rejects.toMatchObject(
        refusal(/for something else/),
      );
    });

    it('refuses a key that was never issued, naming the field when asked', async () => {
      const key = `art-image/${artist.userId}/${randomUUID()}.png`;
      await expect(Uploads.assertUsable(key, artist.userId, 'art-image', { field: 'imageKey' })).rejects.toMatchObject({
        ...refusal(/could not be found/),
        details: { field: 'imageKey' },
      });
      await expect(Uploads.assertUsable('', artist.userId, 'art-image')).rejects.toMatchObject(refusal());
    });

    it('refuses a key whose file was never uploaded', async () => {
      const { key } = await presign(artist, { purpose: 'art-image', contentType: 'image/png', size: PNG.length });
      await expect(Uploads.assertUsable(key, artist.userId, 'art-image')).rejects.toMatchObject(
        refusal(/not finished uploading/),
      );
      expect(await statusOf(key)).toBe('pending');
    });

    it('checks a pending key itself when the event has not been processed yet', async () => {
      const { key } = await upload(artist, 'verification-id', 'image/jpeg', jpeg(), 'id.jpg');
      // Right after the upload, whether or not the event got there first.
      expect(await Uploads.assertUsable(key, artist.userId, 'verification-id')).toMatchObject({
        key,
        contentType: 'image/jpeg',
      });
      // And once the event was processed, with its result undone as if it had never arrived.
      await waitForStatus(key, 'accepted');
      await db().entities.upload.patch({ key }).set({ status: 'pending' }).go();
      expect(await Uploads.assertUsable(key, artist.userId, 'verification-id')).toEqual({
        bucket: endpoints.documentsBucket,
        key,
        contentType: 'image/jpeg',
      });
      expect(await statusOf(key)).toBe('accepted');
    });

    it('checks a pending bad file itself too, and refuses it', async () => {
      const { key } = await upload(artist, 'verification-document', 'application/pdf', TEXT, 'notes.pdf');
      await expect(Uploads.assertUsable(key, artist.userId, 'verification-document')).rejects.toMatchObject(
        refusal(/refused/),
      );
      expect(await objectExists(endpoints.documentsBucket, key)).toBe(false);
    });
  });

  describe('using, serving and removing files', () => {
    it('keeps a used key from expiring', async () => {
      const { key } = await upload(artist, 'profile-image', 'image/png', PNG, 'me.png');
      expect((await Uploads.find(key))?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
      await Uploads.assertUsable(key, artist.userId, 'profile-image');
      await commit((tx) => [Uploads.claim(tx, key, `profile:${artist.userId}`)]);
      const kept = await Uploads.find(key);
      expect(kept?.expiresAt).toBeUndefined();
      expect(kept).toMatchObject({ status: 'accepted', usedBy: `profile:${artist.userId}` });
    });

    let poster: TestUser;
    beforeAll(async () => {
      poster = await createPerson({ role: 'Artist', prefix: 'up-poster' });
    });

    it('takes a post image for one post only: a second post with it is refused and writes nothing; deleting the first removes it', async () => {
      const { key } = await upload(poster, 'post-image', 'image/png', PNG, 'post.png');
      const first = await callRoute('POST /community-posts', {
        token: poster.idToken,
        body: { content: 'First', category: 'Events', images: [key] },
      });
      expectOk(first);
      const before = await Counters.get(counterOf('*|*'));
      const second = await callRoute('POST /community-posts', {
        token: poster.idToken,
        body: { content: 'Second', category: 'Events', images: [key] },
      });
      expect(second).toMatchObject({ status: 409, body: { error: 'uploads.in_use', field: 'images.0' } });
      const racing = await Promise.all(
        ['Third', 'Fourth'].map((content) =>
          callRoute('POST /community-posts', {
            token: poster.idToken,
            body: { content, category: 'Events', images: [key] },
          }),
        ),
      );
      expect(racing.map((r) => r.status)).toEqual([409, 409]);
      expect(await Counters.get(counterOf('*|*'))).toBe(before);
      expect(
        (await callRoute('DELETE /community-posts/{id}', { params: { id: first.body.post.id }, token: poster.idToken }))
          .status,
      ).toBe(204);
      await expect.poll(() => objectExists(endpoints.mediaBucket, key), { timeout: 10_000, interval: 100 }).toBe(false);
      expect(await Uploads.find(key)).toBeNull();
    });

    it('gives one post image to exactly one of two posts created with it at once', async () => {
      const { key } = await upload(poster, 'post-image', 'image/png', PNG, 'race.png');
      await waitForStatus(key, 'accepted');
      const before = await Counters.get(counterOf('*|*'));
      const answers = await Promise.all(
        ['Race A', 'Race B'].map((content) =>
          callRoute('POST /community-posts', {
            token: poster.idToken,
            body: { content, category: 'Events', images: [key] },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await Counters.get(counterOf('*|*'))).toBe(before + 1);
      expect((await Uploads.find(key))?.usedBy).toBe(`post:${answers.find(isOk)!.body.post.id}`);
    });

    it('removes a replaced file and its record', async () => {
      const { key } = await upload(artist, 'profile-image', 'image/png', PNG, 'old.png');
      await waitForStatus(key, 'accepted');
      await Uploads.remove(key);
      expect(await objectExists(endpoints.mediaBucket, key)).toBe(false);
      expect(await Uploads.find(key)).toBeNull();
    });

    it('gives a short-lived signed link to a private document, which fails if tampered with', async () => {
      const { key } = await upload(artist, 'verification-document', 'application/pdf', PDF, 'portfolio.pdf');
      await waitForStatus(key, 'accepted');
      const url = await Uploads.presignedGet(key, 60);
      expect(url.startsWith(`${endpoints.s3}/${endpoints.documentsBucket}/`)).toBe(true);
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);

      const tampered = new URL(url);
      tampered.searchParams.set('X-Amz-Expires', '604800');
      expect((await fetch(tampered)).status).toBe(403);
      await s3.send(new DeleteObjectCommand({ Bucket: endpoints.documentsBucket, Key: key }));
    });
  });
});

/** A tiny WebP header (RIFF....WEBPVP8 ) followed by filler: enough for the check, which reads the first bytes. */
function webp(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set([56, 0, 0, 0], 4);
  bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
  return bytes;
}

/** A JPEG start (SOI + APP0 JFIF) followed by filler. */
function jpeg(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return bytes;
}
