import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it("says 'Just now' below 5 seconds (and for a clock slightly ahead)", () => {
    expect(relativeTime(before(0), NOW)).toBe('Just now');
    expect(relativeTime(before(4.9), NOW)).toBe('Just now');
    expect(relativeTime(before(-30), NOW)).toBe('Just now');
  });

  it('counts seconds, minutes, hours and days, singular for one', () => {
    expect(relativeTime(before(5), NOW)).toBe('5 seconds ago');
    expect(relativeTime(before(59), NOW)).toBe('59 seconds ago');
    expect(relativeTime(before(60), NOW)).toBe('1 minute ago');
    expect(relativeTime(before(3599), NOW)).toBe('59 minutes ago');
    expect(relativeTime(before(3600), NOW)).toBe('1 hour ago');
    expect(relativeTime(before(86_399), NOW)).toBe('23 hours ago');
    expect(relativeTime(before(86_400), NOW)).toBe('1 day ago');
    expect(relativeTime(before(29 * 86_400), NOW)).toBe('29 days ago');
  });

  it('counts months of 30 days and years of 365 days', () => {
    expect(relativeTime(before(30 * 86_400), NOW)).toBe('1 month ago');
    expect(relativeTime(before(364 * 86_400), NOW)).toBe('12 months ago');
    expect(relativeTime(before(365 * 86_400), NOW)).toBe('1 year ago');
    expect(relativeTime(before(3 * 365 * 86_400), NOW)).toBe('3 years ago');
  });

  it("says 'Just now' for a date it cannot read", () => {
    expect(relativeTime('not a date', NOW)).toBe('Just now');
  });
});
