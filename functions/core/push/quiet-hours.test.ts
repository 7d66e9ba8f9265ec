import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours';

/** Quiet hours in Manila time (UTC+8): inside or not, and when they end. */
describe('quiet hours', () => {
  const at = (manila: string) => new Date(`${manila}+08:00`);

  it('holds across midnight until the morning', () => {
    const night = { from: '22:00', to: '07:00' };
    expect(quietUntil(night, at('2026-11-29T23:30:00'))?.toISOString()).toBe(at('2026-11-30T07:00:00').toISOString());
    expect(quietUntil(night, at('2026-11-30T06:59:00'))?.toISOString()).toBe(at('2026-11-30T07:00:00').toISOString());
    expect(quietUntil(night, at('2026-11-29T22:00:00'))?.toISOString()).toBe(at('2026-11-30T07:00:00').toISOString());
    expect(quietUntil(night, at('2026-11-30T07:00:00'))).toBeNull();
    expect(quietUntil(night, at('2026-11-29T21:59:00'))).toBeNull();
  });

  it('holds within one day, and never without quiet hours', () => {
    const lunch = { from: '12:00', to: '13:30' };
    expect(quietUntil(lunch, at('2026-11-29T12:45:10'))?.toISOString()).toBe(at('2026-11-29T13:30:00').toISOString());
    expect(quietUntil(lunch, at('2026-11-29T13:30:00'))).toBeNull();
    expect(quietUntil(lunch, at('2026-11-29T11:00:00'))).toBeNull();
    expect(quietUntil(null, at('2026-11-29T12:45:00'))).toBeNull();
  });
});
