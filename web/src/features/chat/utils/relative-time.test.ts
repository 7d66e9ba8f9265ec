import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe("the spec's relative time", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says Just now below 5 seconds, then counts up in the largest whole unit', () => {
    expect(relativeTime(ago(4), now)).toBe('Just now');
    expect(relativeTime(ago(5), now)).toBe('5 seconds ago');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(2 * 86400), now)).toBe('2 days ago');
    expect(relativeTime(ago(31 * 86400), now)).toBe('1 month ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('1 year ago');
  });
});
