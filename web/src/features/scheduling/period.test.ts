import { describe, expect, it } from 'vitest';
import { byDay, periodOf, periodParam } from './period';

const HOUR = 60 * 60 * 1000;
const MADRID = 'Europe/Madrid';

describe('the calendar period', () => {
  it('runs Monday to Sunday on the studio clock, from any day of it in the address', () => {
    // Wednesday 25 November 2026; Madrid is UTC+1 in winter.
    const week = periodOf('week', '2026-11-25', 0, MADRID);
    expect(week.start).toBe(Date.parse('2026-11-23T00:00:00+01:00'));
    expect(week.days[0]).toBe(week.start);
    expect(week.lastDay).toBe(Date.parse('2026-11-29T00:00:00+01:00'));
    expect(week.days[6]).toBe(week.lastDay);
    expect(week.end).toBe(Date.parse('2026-11-30T00:00:00+01:00'));
    expect(periodParam(week, 0, MADRID)).toBe('2026-11-23');
    expect(periodParam(week, 1, MADRID)).toBe('2026-11-30');
    expect(periodParam(week, -1, MADRID)).toBe('2026-11-16');
  });

  it('is this week when the address names none, or names no real day', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    const thisWeek = Date.parse('2026-11-23T00:00:00+01:00');
    expect(periodOf('week', undefined, now, MADRID).days[0]).toBe(thisWeek);
    expect(periodOf('week', '2026-02-31', now, MADRID).days[0]).toBe(thisWeek);
    expect(periodOf('week', 'next week', now, MADRID).days[0]).toBe(thisWeek);
  });

  it('keeps seven days across the change of clocks, the Sunday of it 25 hours long', () => {
    // Summer time ends in Madrid on Sunday 25 October 2026, at 03:00 back to 02:00.
    const week = periodOf('week', '2026-10-21', 0, MADRID);
    expect(week.days).toHaveLength(7);
    expect(week.lastDay).toBe(Date.parse('2026-10-25T00:00:00+02:00'));
    expect(week.end - week.lastDay).toBe(25 * HOUR);
    expect(periodParam(week, 1, MADRID)).toBe('2026-10-26');
  });

  it('puts each session on its day in the studio zone, not in UTC', () => {
    const week = periodOf('week', '2026-11-23', 0, MADRID);
    const mondayEarly = { id: 'a', date: Date.parse('2026-11-23T00:30:00+01:00') }; // Sunday 23:30 in UTC
    const mondayLate = { id: 'b', date: Date.parse('2026-11-23T23:59:00+01:00') };
    const sundayLast = { id: 'c', date: Date.parse('2026-11-29T23:30:00+01:00') };
    const nextMonday = { id: 'd', date: week.end };
    const days = byDay([mondayEarly, mondayLate, sundayLast, nextMonday], week, (session) => session.date);
    expect(days.map((day) => day.map((session) => session.id))).toEqual([['a', 'b'], [], [], [], [], [], ['c']]);
  });

  it('shows a month as six weeks from the Monday before its 1st, and steps a month at a time', () => {
    // March 2027 begins on a Monday; Madrid moves to summer time on Sunday the 28th.
    const march = periodOf('month', '2027-03-17', 0, MADRID);
    expect(march.from).toBe(Date.parse('2027-03-01T00:00:00+01:00'));
    expect(march.until).toBe(Date.parse('2027-04-01T00:00:00+02:00'));
    expect(march.start).toBe(march.from);
    expect(march.days).toHaveLength(42);
    expect(march.end).toBe(Date.parse('2027-04-12T00:00:00+02:00'));
    expect(periodParam(march, 1, MADRID)).toBe('2027-04-01');
    expect(periodParam(march, -1, MADRID)).toBe('2027-02-01');
    // December 2026 begins on a Tuesday: its grid opens on Monday 30 November.
    const december = periodOf('month', '2026-12-01', 0, MADRID);
    expect(december.start).toBe(Date.parse('2026-11-30T00:00:00+01:00'));
    expect(periodParam(december, 1, MADRID)).toBe('2027-01-01');
  });

  it('shows a day on a phone, its 23 hours when the clocks go forward, and steps a day at a time', () => {
    const day = periodOf('day', '2027-03-28', 0, MADRID);
    expect(day.days).toEqual([Date.parse('2027-03-28T00:00:00+01:00')]);
    expect(day.end - day.start).toBe(23 * HOUR);
    expect(periodParam(day, 1, MADRID)).toBe('2027-03-29');
    expect(periodParam(day, -1, MADRID)).toBe('2027-03-27');
  });
});
