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

/** Each day's sessions, in the order given; sessions outside the week are left out. */
export function sessionsByDay<T extends { date: number }>(sessions: readonly T[], week: Week): T[][] {
  const byDay: T[][] = week.days.map(() => []);
  for (const session of sessions) {
    if (session.date >= week.end) continue;
    // The last day starting at or before the session.
    const index = week.days.findLastIndex((midnight) => midnight <= session.date);
    byDay[index]?.push(session);
  }
  return byDay;
}
