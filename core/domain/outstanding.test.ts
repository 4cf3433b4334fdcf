import { describe, expect, it } from 'vitest';
import { dueWindow, outstandingFigures, outstandingSummary, overdueSessions } from './outstanding';
import { utcDay } from './revenue';

const at = (iso: string) => Date.parse(iso);

describe('dueWindow', () => {
  it('is the rest of the current UTC day, then whole days from the next one', () => {
    const now = at('2026-11-22T17:30:00Z');
    expect(dueWindow(now)).toEqual({
      fromDay: utcDay(now) + 1,
      edge: [now, at('2026-11-23T00:00:00Z')],
      today: [at('2026-11-22T00:00:00Z'), at('2026-11-23T00:00:00Z')],
    });
  });

  it('leaves the whole current day to its sessions at exactly midnight', () => {
    const midnight = at('2026-11-22T00:00:00Z');
    expect(dueWindow(midnight)).toEqual({
      fromDay: utcDay(midnight) + 1,
      edge: [midnight, at('2026-11-23T00:00:00Z')],
      today: [midnight, at('2026-11-23T00:00:00Z')],
    });
  });
});

describe('outstandingFigures', () => {
  const now = at('2026-11-22T17:30:00Z');
  const window = dueWindow(now);
  const session = (iso: string, price: number, paymentAmount = 0, status = 'scheduled' as const) => ({
    date: at(iso),
    price,
    paymentAmount,
    status,
  });

  it('counts as overdue what is not due from now on', () => {
    // Owed in all: 150.00 overdue (earlier days, this morning), 70.25 later today, 300.10 from tomorrow on.
    const days = [
      { day: window.fromDay, amount: 10_000 },
      { day: window.fromDay + 6, amount: 20_010 },
    ];
    const today = [session('2026-11-22T19:00:00Z', 10_025, 3_000)];
    expect(outstandingFigures(window, 52_035, days, today)).toEqual({ outstanding: 52_035, overdue: 15_000 });
  });

  it('ignores rows a lagging query still holds from outside the window', () => {
    const stale = [{ day: window.fromDay - 1, amount: 5_000 }];
    const earlier = [session('2026-11-22T09:00:00Z', 5_000)];
    expect(outstandingFigures(window, 5_000, stale, earlier)).toEqual({ outstanding: 5_000, overdue: 5_000 });
  });

  it('is nothing overdue when everything falls due later, and nothing at all for a new studio', () => {
    expect(outstandingFigures(window, 8_000, [{ day: window.fromDay + 2, amount: 8_000 }], [])).toEqual({
      outstanding: 8_000,
      overdue: 0,
    });
    expect(outstandingFigures(window, 0, [], [])).toEqual({ outstanding: 0, overdue: 0 });
  });
});

describe('overdueSessions', () => {
  const now = at('2026-11-22T17:30:00Z');
  const window = dueWindow(now);
  const session = (id: string, iso: string) => ({ id, date: at(iso) });

  it('lists today’s held sessions first, latest first, then the earlier ones, up to the limit', () => {
    const today = [
      session('a', '2026-11-22T09:00:00Z'),
      session('b', '2026-11-22T16:00:00Z'),
      session('later', '2026-11-22T19:00:00Z'),
    ];
    const earlier = [session('c', '2026-11-21T20:00:00Z'), session('d', '2026-11-20T10:00:00Z')];
    expect(overdueSessions(window, now, today, earlier, 5).map((s) => s.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(overdueSessions(window, now, today, earlier, 3).map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });

  it('orders sessions held at the same moment by id, as the query does, and ignores rows outside their part', () => {
    const today = [
      session('m', '2026-11-22T08:00:00Z'),
      session('z', '2026-11-22T08:00:00Z'),
      // A row of yesterday's window still in today's results while the query changes.
      session('stale', '2026-11-21T23:00:00Z'),
    ];
    const earlier = [session('old', '2026-11-19T10:00:00Z'), session('today', '2026-11-22T01:00:00Z')];
    expect(overdueSessions(window, now, today, earlier, 5).map((s) => s.id)).toEqual(['z', 'm', 'old']);
  });
});

describe('outstandingSummary', () => {
  // Home's card and the Clients dashboard both say this: the total, then how much of it is overdue.
  it('says how much of the total is for sessions already held, not the total again', () => {
    // The studio of the report: 340.00 owed, 60.00 of it for a session already held.
    expect(outstandingSummary({ outstanding: 34_000, overdue: 6_000 })).toEqual({
      total: 34_000,
      overdue: 6_000,
      caption: 'partlyOverdue',
    });
  });

  it('tells all, none and nothing owed apart', () => {
    expect(outstandingSummary({ outstanding: 6_000, overdue: 6_000 })).toEqual({
      total: 6_000,
      overdue: 6_000,
      caption: 'allOverdue',
    });
    expect(outstandingSummary({ outstanding: 28_000, overdue: 0 })).toEqual({
      total: 28_000,
      overdue: 0,
      caption: 'nothingOverdue',
    });
    expect(outstandingSummary({ outstanding: 0, overdue: 0 })).toEqual({
      total: 0,
      overdue: 0,
      caption: 'nothingOwed',
    });
  });

  it('never says more is overdue than is owed, nor less than nothing', () => {
    // A payment taken ahead of a later session can leave the whole balance below what is overdue.
    expect(outstandingSummary({ outstanding: 5_000, overdue: 8_000 })).toEqual({
      total: 5_000,
      overdue: 5_000,
      caption: 'allOverdue',
    });
    expect(outstandingSummary({ outstanding: 5_000, overdue: -2_000 })).toMatchObject({
      overdue: 0,
      caption: 'nothingOverdue',
    });
  });
});
