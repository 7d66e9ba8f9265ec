import { describe, expect, it } from 'vitest';
import { answerEncoding } from './accept-encoding';

describe('answerEncoding', () => {
  it('prefers brotli, then gzip, among what the client takes', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('deflate')).toBeNull();
    expect(answerEncoding(undefined)).toBeNull();
    expect(answerEncoding('')).toBeNull();
  });

  it('never picks a coding the client weighs 0', () => {
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding('br; q=0, gzip;q=0')).toBeNull();
    expect(answerEncoding('gzip;q=0.0')).toBeNull();
  });

  it('follows the weights, and * for codings not named', () => {
    expect(answerEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(answerEncoding('BR;Q=1, GZIP;q=0.5')).toBe('br');
    expect(answerEncoding('*')).toBe('br');
    expect(answerEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(answerEncoding('identity, *;q=0')).toBeNull();
  });

  it('reads a malformed weight as 0, not as 1', () => {
    expect(answerEncoding('br;q=abc, gzip')).toBe('gzip');
  });
});
