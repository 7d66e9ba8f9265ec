// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { call } from '@web/lib/api-client';
import { FileUploadField } from './file-upload-field';

vi.mock('@web/lib/api-client', () => ({ call: vi.fn() }));

/** Stands in for the browser's form post to S3; each test settles it by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  open() {}
  send() {
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
}

const KEY = 'verification-id/u1/k.pdf';

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(call).mockResolvedValue({
    key: KEY,
    url: 'http://s3.test/docs',
    fields: { key: KEY },
    maxBytes: 1,
    expiresAt: '',
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(call).mockReset();
});

/** The form post once it has started. */
async function posted(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last!;
}

function renderField(props: Partial<Parameters<typeof FileUploadField>[0]> = {}) {
  const onUploaded = vi.fn();
  const onError = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <FileUploadField
        label="Valid ID"
        purpose="verification-id"
        onUploaded={onUploaded}
        onError={onError}
        {...props}
      />
    </ChakraProvider>,
  );
  const input = screen.getByLabelText('Valid ID') as HTMLInputElement;
  const choose = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
  return { input, choose, onUploaded, onError };
}

it('is a labelled file input that accepts only the purpose types, and says which', () => {
  const { input } = renderField();
  expect(input.type).toBe('file');
  expect(input.accept).toBe('application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
  expect(screen.getByText('Accepted types: PDF, JPG, PNG, up to 10 MB.')).toBeTruthy();
});

it('refuses a file of another type without uploading it', async () => {
  const { choose, onError } = renderField();
  await choose(new File(['<html>'], 'id.html', { type: 'text/html' }));
  expect(onError).toHaveBeenCalledWith('This file type is not accepted. Accepted types: PDF, JPG, PNG.');
  expect(screen.getByText('This file type is not accepted. Accepted types: PDF, JPG, PNG.')).toBeTruthy();
  expect(call).not.toHaveBeenCalled();
});

it('shows progress while uploading and hands over the key when done', async () => {
  const { choose, onUploaded } = renderField();
  await choose(new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
  const xhr = await posted();
  await act(async () => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 10 }));
  const bar = screen.getByRole('progressbar', { name: 'Valid ID upload progress' });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  await act(async () => {
    xhr.status = 204;
    xhr.onload?.();
  });
  expect(onUploaded).toHaveBeenCalledWith(KEY);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByText('Uploaded id.pdf.')).toBeTruthy();
});

it('cancels the upload with the Cancel button', async () => {
  const { choose, onUploaded, onError } = renderField();
  await choose(new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
  await posted();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  expect(screen.getByText('Upload cancelled.')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(onUploaded).not.toHaveBeenCalled();
  expect(onError).not.toHaveBeenCalled();
});
