import { describe, expect, it } from 'vitest';
import { idBefore, messageIdSchema } from '@shared/schemas/chat';
import { timeId } from '../ids';

describe('the catch-up bound (idBefore)', () => {
  it('is a message id that sorts before every id of the last that many milliseconds, and after older ones', () => {
    const now = Date.UTC(2031, 0, 1);
    const last = timeId(now);
    const bound = idBefore(last, 5000);
    expect(messageIdSchema.safeParse(bound).success).toBe(true);
    expect(bound < last).toBe(true);
    // The earliest id of the window's first millisecond, and any id a millisecond before it.
    expect(bound).toBe(idBefore(timeId(now + 1), 5001));
    expect(bound <= idBefore(last, 4999)).toBe(true);
    expect(`${idBefore(last, 5001).slice(0, 10)}ZZZZZZZZZZZZZZZZ` < bound).toBe(true);
  });

  it('stops at the start of time', () => {
    expect(idBefore('0000000001ABCDEFGHJKMNPQRS', 60_000)).toBe('0'.repeat(26));
  });
});
