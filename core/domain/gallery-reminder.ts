// When a gallery's invited clients are reminded that it expires: in the morning on the studio's
// clock, a chosen number of calendar days before the day it expires on. The jobs send each
// invite one reminder per expiry date (functions/jobs/remind-expiring-galleries.ts).
import { MAX_REMINDER_DAYS } from './gallery';
import { isExpired } from './gallery-options';
import { DAY_MS } from './revenue';
import { wallClock, zonedToUtc } from './studio-time';

/** A reminder arrives with the day's first mail, never in the night. */
const REMINDER_HOUR = 9;

/**
 * The instant the reminder of a gallery expiring at `expiresAt` goes out: REMINDER_HOUR on the
 * day `days` days before its expiry day, in `timeZone`. Undefined for a gallery that never
 * expires or whose reminders are off (`days` null).
 */
export function reminderTime(expiresAt: number, days: number | null, timeZone: string): number | undefined {
  if (expiresAt <= 0 || days === null) return undefined;
  const expiryDay = wallClock(expiresAt, timeZone);
  return zonedToUtc({ ...expiryDay, day: expiryDay.day - days, hour: REMINDER_HOUR, minute: 0 }, timeZone);
}

/** Whether the reminder is due at `now`: its time has come and the gallery is still open. */
export function isReminderDue(expiresAt: number, days: number | null, timeZone: string, now: number): boolean {
  const at = reminderTime(expiresAt, days, timeZone);
  return at !== undefined && at <= now && !isExpired(expiresAt, now);
}

/**
 * The furthest ahead of its expiry any gallery's reminder falls: the most days a photographer
 * may choose, the expiry day's own hours and a daylight-saving change.
 */
export const REMINDER_HORIZON_MS = (MAX_REMINDER_DAYS + 2) * DAY_MS;
