// The calendar's periods on the studio's clock: a week runs Monday to Sunday and a month's grid
// six weeks from the Monday before its 1st, in the studio's time zone, so a session at 00:30 on
// a Monday in Barcelona sits on that Monday for a photographer abroad too.
import {
  addDays,
  fromDateTimeInput,
  startOfDay,
  startOfMonth,
  startOfWeek,
  toDateInput,
} from '@core/domain/studio-time';

/** The ways to see the calendar, the first one unless the address names another. */
export const calendarViews = ['week', 'month', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** How much time one screen of the calendar covers. */
export type Span = 'day' | 'week' | 'month';

/** More sessions than any studio books in a month; past it the page says the period is cut short. */
export const PERIOD_LIMIT = 1000;

/** Days in the grid of a month, as the month view draws it: always six weeks. */
const MONTH_GRID_DAYS = 42;

export type Period = {
  span: Span;
  /** Midnight of each day shown, first to last (days are 23 to 25 hours long). */
  days: number[];
  /** Midnight of the first and of the last day shown. */
  start: number;
  lastDay: number;
  /** Midnight after the last day: what is shown is [start, end). */
  end: number;
  /** The period itself, [from, until): a month's grid also shows days of the months around it. */
  from: number;
  until: number;
};

/** The period holding `day` (`YYYY-MM-DD` in the studio's zone, as the address carries it), or the current one. */
export function periodOf(span: Span, day: string | undefined, now: number, timeZone: string): Period {
  const chosen = (day === undefined ? undefined : fromDateTimeInput(day, '', timeZone)) ?? now;
  const from =
    span === 'day'
      ? startOfDay(chosen, timeZone)
      : span === 'week'
        ? startOfWeek(chosen, timeZone)
        : startOfMonth(chosen, timeZone);
  const until =
    span === 'day'
      ? addDays(from, 1, timeZone)
      : span === 'week'
        ? addDays(from, 7, timeZone)
        : startOfMonth(from, timeZone, 1);
  const start = span === 'month' ? startOfWeek(from, timeZone) : from;
  const count = span === 'day' ? 1 : span === 'week' ? 7 : MONTH_GRID_DAYS;
  const days = Array.from({ length: count }, (_, index) => addDays(start, index, timeZone));
  return { span, days, start, lastDay: days[count - 1] ?? start, end: addDays(start, count, timeZone), from, until };
}

/** The address's name for the period `steps` after `period` (before it when negative): its first day. */
export function periodParam(period: Period, steps: number, timeZone: string): string {
  const { span, from } = period;
  const first =
    span === 'month' ? startOfMonth(from, timeZone, steps) : addDays(from, steps * (span === 'week' ? 7 : 1), timeZone);
  return toDateInput(first, timeZone);
}

/** Each day's items (sessions, open times) in the order given, by their instant; items outside the period are left out. */
export function byDay<T>(items: readonly T[], period: Period, instantOf: (item: T) => number): T[][] {
  const days: T[][] = period.days.map(() => []);
  for (const item of items) {
    const at = instantOf(item);
    if (at >= period.end) continue;
    // The last day starting at or before the item.
    const index = period.days.findLastIndex((midnight) => midnight <= at);
    days[index]?.push(item);
  }
  return days;
}
