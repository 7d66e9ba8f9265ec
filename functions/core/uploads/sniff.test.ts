import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffContentType', () => {
  it('recognises a JPEG by FF D8 FF', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toBe('image/jpeg');
  });

  it('recognises a PNG by its 8-byte signature', () => {
    expect(sniffContentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe('image/png');
  });

  it('recognises a WebP by RIFF, any size, then WEBP', () => {
    expect(sniffContentType(bytes('RIFF', [0x24, 0x10, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('recognises a PDF by %PDF-', () => {
    expect(sniffContentType(bytes('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
  });

  it('refuses text, even text that names an image type', () => {
    expect(sniffContentType(bytes('image/png: not really a picture'))).toBeNull();
    expect(sniffContentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });

  it('refuses other RIFF files, such as WAV audio', () => {
    expect(sniffContentType(bytes('RIFF', [0x24, 0x10, 0, 0], 'WAVEfmt '))).toBeNull();
  });

  it('refuses a truncated signature and an empty file', () => {
    expect(sniffContentType(bytes([0x89], 'PNG', [0x0d, 0x0a]))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [0x24, 0x10]))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });

  it('refuses a signature that is not at the start', () => {
    expect(sniffContentType(bytes([0x00, 0xff, 0xd8, 0xff]))).toBeNull();
  });
});
