import { describe, expect, it } from 'vitest';
import { TIME_ID_PATTERN, timeId } from './ids';

describe('timeId', () => {
  it('makes 26-character ids that sort in the order they were made, also within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => timeId(1_700_000_000_000));
    for (const id of ids) expect(id).toMatch(TIME_ID_PATTERN);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts a later millisecond after an earlier one', () => {
    const a = timeId(1_700_000_000_000);
    const b = timeId(1_700_000_000_001);
    expect(a < b).toBe(true);
  });
});
