import { describe, expect, it } from 'vitest';
import { daysToReport, lastFinishedDay, REPORT_WINDOW_DAYS } from './billable-days';

const at = (iso: string) => Date.parse(iso);

describe('days to report', () => {
  it('reports each finished day after the last one reported, never today', () => {
    expect(daysToReport('2026-11-27', at('2026-11-30T08:00:00Z'))).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('reports nothing more once yesterday is reported, however often the jobs run', () => {
    expect(daysToReport('2026-11-29', at('2026-11-30T00:00:01Z'))).toEqual([]);
    expect(daysToReport('2026-11-29', at('2026-11-30T23:59:59Z'))).toEqual([]);
  });

  it('reports the last day of a month just after midnight UTC', () => {
    expect(lastFinishedDay(at('2026-12-01T00:01:00Z'))).toBe('2026-11-30');
    expect(daysToReport('2026-11-29', at('2026-12-01T00:01:00Z'))).toEqual(['2026-11-30']);
  });

  it('starts a studio that never reported with yesterday', () => {
    expect(daysToReport(null, at('2026-11-30T08:00:00Z'))).toEqual(['2026-11-29']);
  });

  it('skips days older than Stripe still takes', () => {
    const days = daysToReport('2026-01-01', at('2026-11-30T08:00:00Z'));
    expect(days).toHaveLength(REPORT_WINDOW_DAYS);
    expect(days.at(-1)).toBe('2026-11-29');
    expect(days[0]).toBe('2026-10-27');
  });
});
