import { randomBytes } from 'node:crypto';

/**
 * Time-ordered ids (the ULID layout: 10 characters of milliseconds, 16 of randomness, Crockford
 * base32), so items keyed by them sort by creation and "everything after id X" is one Query.
 * Ids made in the same millisecond by one process still sort in the order they were made.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = -1;
let lastRandom: number[] = [];

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

function freshRandom(): number[] {
  return [...randomBytes(16)].map((b) => b % 32);
}

/** The next random part after `digits` (base-32 increment), for ids within one millisecond. */
function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i]! < 31) {
      next[i]!++;
      return next;
    }
    next[i] = 0;
  }
  return freshRandom();
}

export function timeId(now = Date.now()): string {
  if (now <= lastTime) {
    lastRandom = increment(lastRandom);
  } else {
    lastTime = now;
    lastRandom = freshRandom();
  }
  return encodeTime(Math.max(now, lastTime)) + lastRandom.map((d) => ALPHABET[d]).join('');
}

/** A time id's shape: 26 Crockford base32 characters. */
export const TIME_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
