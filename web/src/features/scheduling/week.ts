// The calendar's week on the studio's clock: Monday to Sunday in the studio's time zone, so a
// session at 00:30 on a Monday in Barcelona sits on that Monday for a photographer abroad too.
import { addDays, fromDateTimeInput, startOfWeek, toDateInput } from '@core/domain/studio-time';

/** Days in a calendar week. */
const WEEK_DAYS = 7;

/** More sessions than any studio books in a week; past it the page says the week is cut short. */
export const WEEK_LIMIT = 500;

type Week = {
  /** Midnight of each day, Monday first, in the studio's zone (days are 23 to 25 hours long). */
  days: number[];
  /** Midnight of Monday and of Sunday. */
  start: number;
  lastDay: number;
  /** Midnight after Sunday: the week is [start, end). */
  end: number;
};

/** The week holding `day` (`YYYY-MM-DD` in the studio's zone, as the address carries it), or this week. */
export function weekOf(day: string | undefined, now: number, timeZone: string): Week {
  const chosen = day === undefined ? undefined : fromDateTimeInput(day, '', timeZone);
  const start = startOfWeek(chosen ?? now, timeZone);
  const days = Array.from({ length: WEEK_DAYS }, (_, index) => addDays(start, index, timeZone));
  return { days, start, lastDay: days[WEEK_DAYS - 1] ?? start, end: addDays(start, WEEK_DAYS, timeZone) };
}

/** The address's name for the week `weeks` after `week` (before it when negative): its Monday. */
export function weekParam(week: Week, weeks: number, timeZone: string): string {
  return toDateInput(addDays(week.start, weeks * WEEK_DAYS, timeZone), timeZone);
}

/** Each day's items (sessions, open times) in the order given, by their instant; items outside the week are left out. */
export function byDay<T>(items: readonly T[], week: Week, instantOf: (item: T) => number): T[][] {
  const days: T[][] = week.days.map(() => []);
  for (const item of items) {
    const at = instantOf(item);
    if (at >= week.end) continue;
    // The last day starting at or before the item.
    const index = week.days.findLastIndex((midnight) => midnight <= at);
    days[index]?.push(item);
  }
  return days;
}
