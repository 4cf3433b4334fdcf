// Which days of a studio's use the jobs report to billing: each finished UTC day once, in order,
// and none older than Stripe takes (a meter event's time must be within the past 35 days).
import { DAY_MS } from '@core/domain/revenue';
import { utcDate } from '@core/domain/usage';

/** Stripe's window is 35 calendar days back; one less keeps a day at its edge from failing. */
export const REPORT_WINDOW_DAYS = 34;

/** The last finished UTC day at `now`: yesterday. */
export const lastFinishedDay = (now: number): string => utcDate(now - DAY_MS);

/**
 * The finished days after `reportedThrough`, oldest first; none when it is yesterday already.
 * A studio that never reported (null) starts with yesterday.
 */
export function daysToReport(reportedThrough: string | null, now: number): string[] {
  const last = Date.parse(lastFinishedDay(now));
  const earliest = last - (REPORT_WINDOW_DAYS - 1) * DAY_MS;
  const after = reportedThrough === null ? last - DAY_MS : Date.parse(reportedThrough);
  const days: string[] = [];
  for (let day = Math.max(after + DAY_MS, earliest); day <= last; day += DAY_MS) days.push(utcDate(day));
  return days;
}
