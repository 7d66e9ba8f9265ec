// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client';
import { contentTypeOf, uploadFile } from './upload';

vi.mock('./api-client', () => ({ call: vi.fn() }));

/** Records the form post instead of sending it; each test settles it by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  method = '';
  url = '';
  body: FormData | undefined;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const presigned = {
  key: 'art-image/u1/abc.png',
  url: 'http://127.0.0.1:4569/media',
  fields: { key: 'art-image/u1/abc.png', 'Content-Type': 'image/png', Policy: 'cG9saWN5', 'X-Amz-Signature': 'sig' },
  maxBytes: 10 * 1024 * 1024,
  expiresAt: new Date().toISOString(),
};

const png = (size = 1024, name = 'art.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });

/** Lets the awaited presign call finish so the form post starts. */
const posted = async () => {
  await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last!;
};

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(call).mockResolvedValue(presigned);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(call).mockReset();
});

describe('uploadFile', () => {
  it('presigns for the purpose, posts every field then the file last, and reports progress', async () => {
    const onProgress = vi.fn();
    const file = png();
    const done = uploadFile(file, 'art-image', { onProgress });
    const xhr = await posted();
    expect(call).toHaveBeenCalledWith(
      'POST /uploads',
      expect.objectContaining({ body: { purpose: 'art-image', contentType: 'image/png', size: 1024 } }),
    );
    expect([xhr.method, xhr.url]).toEqual(['POST', presigned.url]);
    const names = [...xhr.body!.keys()];
    expect(names).toEqual([...Object.keys(presigned.fields), 'file']);
    expect(xhr.body!.get('Content-Type')).toBe('image/png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 });
    expect(onProgress).toHaveBeenLastCalledWith(0.5);
    xhr.respond(204);
    await expect(done).resolves.toEqual({ key: presigned.key });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('refuses a type or a size the purpose does not allow before calling anything', async () => {
    await expect(uploadFile(png(10, 'doc.pdf', 'application/pdf'), 'profile-image')).rejects.toThrow(
      'Accepted types: JPG, PNG, WEBP',
    );
    await expect(uploadFile(png(10 * 1024 * 1024 + 1), 'post-image')).rejects.toThrow('The maximum size is 10 MB');
    await expect(uploadFile(png(0), 'post-image')).rejects.toThrow('The file is empty.');
    expect(call).not.toHaveBeenCalled();
  });

  it('rejects with an AbortError when the signal aborts mid-upload', async () => {
    const controller = new AbortController();
    const done = uploadFile(png(), 'art-image', { signal: controller.signal });
    await posted();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns a refused post into a user-facing message', async () => {
    const done = uploadFile(png(), 'art-image');
    (await posted()).respond(403);
    await expect(done).rejects.toThrow('The file could not be uploaded. Please try again.');
  });
});

describe('contentTypeOf', () => {
  it("uses the browser's type, else the extension", () => {
    expect(contentTypeOf(png(1, 'a.png', 'image/png'))).toBe('image/png');
    expect(contentTypeOf(png(1, 'Scan.PDF', ''))).toBe('application/pdf');
    expect(contentTypeOf(png(1, 'photo.jpeg', ''))).toBe('image/jpeg');
    expect(contentTypeOf(png(1, 'notes', ''))).toBe('application/octet-stream');
  });
});
