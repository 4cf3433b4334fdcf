import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '@core/domain/studio-time';
import { calendarDate, LOCKED_DAY_CLASS, lockedDayClass } from './calendar-events';

/**
 * The day the library draws for a date: it hands each day cell and lane over as the instant
 * that date's midnight falls at on the calendar's clock (`timeZone`).
 */
const drawnDay = (date: string, timeZone: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(zonedToUtc({ year, month, day, hour: 0, minute: 0 }, timeZone));
};

// West and east of Greenwich, on it, and the two ends of the day line.
const zones = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

describe('closed days on the calendar grids', () => {
  it.each(zones)('hatch the closed Friday and neither day beside it, on a studio clock in %s', (timeZone) => {
    const hatch = lockedDayClass(['2026-12-04'], timeZone);
    expect(
      ['2026-12-03', '2026-12-04', '2026-12-05'].map((date) => [date, hatch({ date: drawnDay(date, timeZone) })]),
    ).toEqual([
      ['2026-12-03', ''],
      ['2026-12-04', LOCKED_DAY_CLASS],
      ['2026-12-05', ''],
    ]);
  });

  it.each(zones)('read each drawn day as its own date across a change of clocks, in %s', (timeZone) => {
    // Europe moves its clocks back on 25 October 2026, the United States on 1 November.
    for (const date of ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-31', '2026-11-01', '2026-11-02']) {
      expect(calendarDate(drawnDay(date, timeZone), timeZone)).toBe(date);
    }
  });
});
