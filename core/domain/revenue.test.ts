import { describe, expect, it } from 'vitest';
import { DAY_MS, revenueTotal, revenueWindow, utcDay } from './revenue';

const at = (iso: string) => Date.parse(iso);

describe('revenueWindow', () => {
  it('splits a Madrid month into whole UTC days and two partial edges', () => {
    // November 2026 in Europe/Madrid (UTC+1): 31 Oct 23:00 UTC to 30 Nov 23:00 UTC.
    const from = at('2026-10-31T23:00:00Z');
    const to = at('2026-11-30T23:00:00Z');
    const window = revenueWindow(from, to);
    expect(window.fromDay).toBe(utcDay(at('2026-11-01T00:00:00Z')));
    expect(window.toDay).toBe(utcDay(at('2026-11-30T00:00:00Z')));
    expect(window.edges).toEqual([
      [from, at('2026-11-01T00:00:00Z')],
      [at('2026-11-30T00:00:00Z'), to],
    ]);
  });

  it('has no edges when the window starts and ends at UTC midnight', () => {
    const window = revenueWindow(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'));
    expect(window.toDay - window.fromDay).toBe(365);
    expect(window.edges).toEqual([]);
  });

  it('is one edge when the window lies inside a single day, and nothing when empty', () => {
    const from = at('2026-03-05T10:00:00Z');
    expect(revenueWindow(from, from + 3600_000)).toEqual({
      fromDay: utcDay(from) + 1,
      toDay: utcDay(from) + 1,
      edges: [[from, from + 3600_000]],
    });
    expect(revenueWindow(from, from).edges).toEqual([]);
  });

  it('counts days before 1970 the way the database floors them', () => {
    expect(utcDay(-1)).toBe(-1);
    expect(utcDay(-DAY_MS)).toBe(-1);
    expect(utcDay(0)).toBe(0);
  });
});

describe('revenueTotal', () => {
  it('adds the whole days inside the window and the edge payments, exactly', () => {
    const window = revenueWindow(at('2026-10-31T23:00:00Z'), at('2026-11-30T23:00:00Z'));
    const days = [
      { day: window.fromDay - 1, amount: 99_999 }, // 31 Oct UTC: only its last hour is in November
      { day: window.fromDay, amount: 10_010 },
      { day: window.toDay - 1, amount: 20_020 },
      { day: window.toDay, amount: 77_777 }, // 30 Nov UTC: partly December in Madrid
    ];
    expect(revenueTotal(window, days, [{ amount: 1 }, { amount: 2 }])).toBe(30_033);
  });
});
