// What clients owe, from two sources: the database keeps the studio's whole balance and its
// balance per UTC day of the sessions' dates (`outstanding_totals`, `outstanding_days`, kept by a
// trigger), and the sessions of the current day's remainder are read as they are. Overdue is
// the whole balance minus what falls due from now on, so a browser syncs the total, the days
// from tomorrow (UTC) and today's remaining sessions, never the studio's whole backlog.
import { sessionBalance, sumAmounts } from './money';
import { DAY_MS } from './revenue';
import type { SessionStatus } from './session-values';

type DueWindow = {
  /** The first whole UTC day after `now`: days from it on fall due later. */
  fromDay: number;
  /** The rest of the current UTC day, [now, fromDay's start): its sessions are read one by one. */
  edge: [number, number];
  /**
   * The whole current UTC day, whose sessions are synced: a range that moves once a day, where
   * the edge moves with the clock and would make a new query every time it ticks.
   */
  today: [number, number];
};

/** Splits "from now on" into the rest of today (UTC) and the whole days after it. */
export function dueWindow(now: number): DueWindow {
  const fromDay = Math.floor(now / DAY_MS) + 1;
  return { fromDay, edge: [now, fromDay * DAY_MS], today: [(fromDay - 1) * DAY_MS, fromDay * DAY_MS] };
}

type OwingSession = {
  readonly date: number;
  readonly price: number;
  readonly paymentAmount: number;
  readonly status: SessionStatus;
};

/**
 * The whole outstanding balance, and the part of it already overdue at `now`: the whole total
 * minus the days of `window` and the sessions of its edge.
 */
export function outstandingFigures(
  window: DueWindow,
  total: number,
  days: readonly { readonly day: number; readonly amount: number }[],
  edgeSessions: readonly OwingSession[],
): { outstanding: number; overdue: number } {
  const [from, to] = window.edge;
  const later = sumAmounts([
    ...days.filter((d) => d.day >= window.fromDay).map((d) => d.amount),
    ...edgeSessions.filter((s) => s.date >= from && s.date < to).map(sessionBalance),
  ]);
  return { outstanding: total, overdue: sumAmounts([total, -later]) };
}

/**
 * The `limit` latest sessions still owing money at `now`, latest first: today's (UTC) that are
 * already held, then the earlier ones. Split so the earlier ones can be a query that stays the
 * same all day while today's come from the sessions `dueWindow` already syncs.
 */
export function overdueSessions<T extends { readonly id: string; readonly date: number }>(
  window: DueWindow,
  now: number,
  todaysSessions: readonly T[],
  earlierSessions: readonly T[],
  limit: number,
): T[] {
  const heldToday = todaysSessions
    .filter((s) => s.date >= window.today[0] && s.date < now)
    .sort((a, b) => b.date - a.date || (b.id > a.id ? 1 : -1));
  return [...heldToday, ...earlierSessions.filter((s) => s.date < window.today[0])].slice(0, limit);
}

/** How a card words what clients owe: the part overdue is said as part of the total, never as the total. */
export type OutstandingCaption = 'nothingOwed' | 'nothingOverdue' | 'partlyOverdue' | 'allOverdue';

/** The figures a card shows of what clients owe, clamped, and the sentence under them. */
export type OutstandingSummary = { total: number; overdue: number; caption: OutstandingCaption };

/**
 * What Home's card and the Clients dashboard both show of `outstandingFigures`: the whole
 * balance, the part of it for sessions already held (within 0 and the balance), and which
 * sentence says so.
 */
export function outstandingSummary(figures: { outstanding: number; overdue: number }): OutstandingSummary {
  const total = Math.max(0, figures.outstanding);
  const overdue = Math.min(total, Math.max(0, figures.overdue));
  const caption =
    total === 0 ? 'nothingOwed' : overdue === 0 ? 'nothingOverdue' : overdue < total ? 'partlyOverdue' : 'allOverdue';
  return { total, overdue, caption };
}
