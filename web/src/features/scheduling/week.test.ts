import { describe, expect, it } from 'vitest';
import { byDay, weekOf, weekParam } from './week';

const HOUR = 60 * 60 * 1000;
const MADRID = 'Europe/Madrid';

describe('the calendar week', () => {
  it('runs Monday to Sunday on the studio clock, from any day of it in the address', () => {
    // Wednesday 25 November 2026; Madrid is UTC+1 in winter.
    const week = weekOf('2026-11-25', 0, MADRID);
    expect(week.start).toBe(Date.parse('2026-11-23T00:00:00+01:00'));
    expect(week.days[0]).toBe(week.start);
    expect(week.lastDay).toBe(Date.parse('2026-11-29T00:00:00+01:00'));
    expect(week.days[6]).toBe(week.lastDay);
    expect(week.end).toBe(Date.parse('2026-11-30T00:00:00+01:00'));
    expect(weekParam(week, 0, MADRID)).toBe('2026-11-23');
    expect(weekParam(week, 1, MADRID)).toBe('2026-11-30');
    expect(weekParam(week, -1, MADRID)).toBe('2026-11-16');
  });

  it('is this week when the address names none, or names no real day', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    const thisWeek = Date.parse('2026-11-23T00:00:00+01:00');
    expect(weekOf(undefined, now, MADRID).days[0]).toBe(thisWeek);
    expect(weekOf('2026-02-31', now, MADRID).days[0]).toBe(thisWeek);
    expect(weekOf('next week', now, MADRID).days[0]).toBe(thisWeek);
  });

  it('keeps seven days across the change of clocks, the Sunday of it 25 hours long', () => {
    // Summer time ends in Madrid on Sunday 25 October 2026, at 03:00 back to 02:00.
    const week = weekOf('2026-10-21', 0, MADRID);
    expect(week.days).toHaveLength(7);
    expect(week.lastDay).toBe(Date.parse('2026-10-25T00:00:00+02:00'));
    expect(week.end - week.lastDay).toBe(25 * HOUR);
    expect(weekParam(week, 1, MADRID)).toBe('2026-10-26');
  });

  it('puts each session on its day in the studio zone, not in UTC', () => {
    const week = weekOf('2026-11-23', 0, MADRID);
    const mondayEarly = { id: 'a', date: Date.parse('2026-11-23T00:30:00+01:00') }; // Sunday 23:30 in UTC
    const mondayLate = { id: 'b', date: Date.parse('2026-11-23T23:59:00+01:00') };
    const sundayLast = { id: 'c', date: Date.parse('2026-11-29T23:30:00+01:00') };
    const nextMonday = { id: 'd', date: week.end };
    const days = byDay([mondayEarly, mondayLate, sundayLast, nextMonday], week, (session) => session.date);
    expect(days.map((day) => day.map((session) => session.id))).toEqual([['a', 'b'], [], [], [], [], [], ['c']]);
  });
});
