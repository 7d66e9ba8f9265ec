import { describe, expect, it } from 'vitest';
import { idBefore, messageIdSchema } from '@shared/schemas/chat';
import { timeId } from '../ids';

describe('the catch-up bound (idBefore)', () => {
  it('gives an id that sorts before every id made up to that many milliseconds earlier', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const last = timeId(now);
    const bound = idBefore(last, 5000);
    expect(messageIdSchema.safeParse(bound).success).toBe(true);
    expect(bound < timeId(now - 4999)).toBe(true);
    expect(bound < last).toBe(true);
    expect(bound > timeId(now - 5001)).toBe(true);
  });

  it('stops at the start of time', () => {
    expect(idBefore('0000000001ABCDEFGHJKMNPQRS', 60_000)).toBe('0'.repeat(26));
  });
});
