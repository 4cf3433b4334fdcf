import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDuration,
  formatInstant,
  formatTimeSpan,
  fromDateTimeInput,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  studioTimeZone,
  toDateInput,
  toTimeInput,
  zonedToUtc,
} from './studio-time';

const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';

describe('zonedToUtc', () => {
  it('reads a wall clock in the studio zone, in winter and in summer', () => {
    expect(zonedToUtc({ year: 2026, month: 1, day: 15, hour: 10, minute: 0 }, MADRID)).toBe(Date.UTC(2026, 0, 15, 9));
    expect(zonedToUtc({ year: 2026, month: 7, day: 15, hour: 10, minute: 0 }, MADRID)).toBe(Date.UTC(2026, 6, 15, 8));
    expect(zonedToUtc({ year: 2026, month: 7, day: 15, hour: 10, minute: 0 }, NEW_YORK)).toBe(
      Date.UTC(2026, 6, 15, 14),
    );
  });

  it('moves a time skipped by the spring change forward, and takes the first of a repeated hour', () => {
    // 2026-03-29 02:30 does not exist in Madrid: it is read as 03:30 CEST.
    expect(zonedToUtc({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, MADRID)).toBe(
      Date.UTC(2026, 2, 29, 1, 30),
    );
    // 2026-10-25 02:30 happens twice: the first, still in summer time (UTC+2).
    expect(zonedToUtc({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, MADRID)).toBe(
      Date.UTC(2026, 9, 25, 0, 30),
    );
  });
});

describe('calendar boundaries in the studio zone', () => {
  const evening = Date.UTC(2026, 10, 22, 23, 30); // Monday 00:30 in Madrid, Sunday 18:30 in New York

  it('starts days, weeks (on Monday), months and years at local midnight', () => {
    expect(startOfDay(evening, MADRID)).toBe(Date.UTC(2026, 10, 22, 23));
    expect(startOfDay(evening, NEW_YORK)).toBe(Date.UTC(2026, 10, 22, 5));
    expect(startOfWeek(evening, MADRID)).toBe(Date.UTC(2026, 10, 22, 23));
    expect(startOfWeek(evening, NEW_YORK)).toBe(Date.UTC(2026, 10, 16, 5));
    expect(startOfMonth(evening, MADRID)).toBe(Date.UTC(2026, 9, 31, 23));
    expect(startOfMonth(evening, MADRID, 1)).toBe(Date.UTC(2026, 10, 30, 23));
    expect(startOfYear(evening, MADRID)).toBe(Date.UTC(2025, 11, 31, 23));
    expect(startOfYear(evening, MADRID, 1)).toBe(Date.UTC(2026, 11, 31, 23));
  });

  it('counts days across a clock change as calendar days, not 24 hours', () => {
    const saturday = Date.UTC(2026, 2, 28, 12);
    expect(addDays(saturday, 1, MADRID)).toBe(Date.UTC(2026, 2, 28, 23));
    expect(addDays(saturday, 2, MADRID)).toBe(Date.UTC(2026, 2, 29, 22));
  });
});

describe('form fields', () => {
  it('round-trips a date and time typed in the studio zone', () => {
    const ms = fromDateTimeInput('2026-06-20', '17:45', MADRID);
    expect(ms).toBe(Date.UTC(2026, 5, 20, 15, 45));
    expect(toDateInput(ms ?? 0, MADRID)).toBe('2026-06-20');
    expect(toTimeInput(ms ?? 0, MADRID)).toBe('17:45');
  });

  it('refuses dates that do not exist', () => {
    expect(fromDateTimeInput('2026-02-31', '10:00', MADRID)).toBeUndefined();
    expect(fromDateTimeInput('2026-06-20', '25:00', MADRID)).toBeUndefined();
    expect(fromDateTimeInput('', '10:00', MADRID)).toBeUndefined();
  });
});

describe('studioTimeZone', () => {
  it('uses the studio setting, or this device when it is missing or unusable', () => {
    expect(studioTimeZone({ timeZone: NEW_YORK })).toBe(NEW_YORK);
    expect(studioTimeZone({ timeZone: 'Mars/Olympus' })).toBe('UTC');
    expect(studioTimeZone(undefined)).toBe('UTC');
  });
});

describe('formatInstant', () => {
  it('writes the studio clock in the reader language', () => {
    const ms = Date.UTC(2026, 5, 20, 15, 45);
    expect(formatInstant(ms, { locale: 'en', timeZone: MADRID, style: 'dateTime' })).toBe('Jun 20, 2026, 5:45 PM');
    expect(formatInstant(ms, { locale: 'es', timeZone: MADRID, style: 'dateTime' })).toBe('20 jun 2026, 17:45');
    expect(formatInstant(ms, { locale: 'ca', timeZone: NEW_YORK, style: 'time' })).toBe('11:45');
    expect(formatInstant(ms, { locale: 'en', timeZone: MADRID, style: 'longDate' })).toBe('June 20, 2026');
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes in the reader language, leaving out a part that is zero', () => {
    expect(formatDuration(90, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(480, 'es')).toBe('8 h');
    expect(formatDuration(45, 'ca')).toBe('45 min');
    expect(formatDuration(75, 'ca')).toBe('1 h 15 min');
  });
});

describe('formatTimeSpan', () => {
  it('writes a span within a day once, and the weekday of an end past midnight', () => {
    const sixteen = Date.UTC(2026, 5, 20, 14);
    expect(formatTimeSpan(sixteen, sixteen + 2 * 3_600_000, { locale: 'es', timeZone: MADRID })).toBe('16:00–18:00');
    expect(formatTimeSpan(sixteen, sixteen + 9 * 3_600_000, { locale: 'es', timeZone: MADRID })).toBe(
      '16:00 – dom, 1:00',
    );
    expect(formatTimeSpan(sixteen, sixteen + 9 * 3_600_000, { locale: 'en', timeZone: MADRID })).toMatch(
      /^4:00\sPM – Sun 1:00\sAM$/,
    );
  });
});
