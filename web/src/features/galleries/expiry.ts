// A gallery's expiry is stored as epoch milliseconds (0 = never) and chosen as a calendar day
// on the studio's clock: the gallery stays open through the whole chosen day there.
import { addDays, fromDateTimeInput, toDateInput } from '@core/domain/studio-time';

/** Whether a date input's value is a day that exists. */
export function isDay(day: string): boolean {
  return fromDateTimeInput(day, '', 'UTC') !== undefined;
}

/** "2026-06-30" → the last millisecond of that day in `timeZone`; undefined for anything else. */
export function endOfDay(day: string, timeZone: string): number | undefined {
  const start = fromDateTimeInput(day, '', timeZone);
  return start === undefined ? undefined : addDays(start, 1, timeZone) - 1;
}

/** The day of a stored expiry in `timeZone`, as a date input's value; '' for "never" (0). */
export function dayOf(expiresAt: number, timeZone: string): string {
  return expiresAt > 0 ? toDateInput(expiresAt, timeZone) : '';
}

/** Whether a chosen expiry day is already over on the studio's clock: saving it closes the gallery. */
export function hasPassed(day: string, timeZone: string, now: number): boolean {
  const end = endOfDay(day, timeZone);
  return end !== undefined && end < now;
}
