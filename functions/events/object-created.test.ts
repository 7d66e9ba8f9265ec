import { describe, expect, it } from 'vitest';
import { decodeS3EventKey } from './object-created';

describe('decodeS3EventKey', () => {
  it('leaves the keys uploads issue as they are', () => {
    const key = 'art-image/5b1f6e3c-7d2a-4c1e-9f00-0a1b2c3d4e5f/0d9c8b7a-6f5e-4d3c-2b1a-001122334455.webp';
    expect(decodeS3EventKey(key)).toBe(key);
  });

  it('turns + into a space and %XX into its character, as S3 encodes them', () => {
    expect(decodeS3EventKey('my+file%2B1%25.png')).toBe('my file+1%.png');
    expect(decodeS3EventKey('caf%C3%A9/%E2%82%B1.jpg')).toBe('café/₱.jpg');
  });
});
