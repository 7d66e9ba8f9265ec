import type { NotificationPreferences } from '@shared/schemas/push';

/**
 * Quiet hours (issue 50 §3) in the Philippines' time (UTC+8 all year: no daylight saving), from
 * `from` up to `to`, across midnight when `to` comes first ("22:00"–"07:00").
 */
const MANILA_OFFSET_MIN = 8 * 60;
const DAY_MIN = 24 * 60;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When the quiet hours that hold `now` end; null when `now` is not in them (or there are none). */
export function quietUntil(quiet: NotificationPreferences['quiet_hours'], now: Date): Date | null {
  if (!quiet) return null;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const localMs = now.getTime() + MANILA_OFFSET_MIN * 60_000;
  const minute = Math.floor(localMs / 60_000) % DAY_MIN;
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const untilEnd = (to - minute + DAY_MIN) % DAY_MIN || DAY_MIN;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + untilEnd * 60_000);
}
