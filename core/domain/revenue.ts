// Revenue over a window of time, from two sources: whole UTC days come summed by the database
// (`revenue_days`, kept by a trigger from completed payments), and the partial days at the
// window's edges come from the payments themselves. A studio's month or year starts at its own
// midnight, rarely a UTC one, so there are usually two short edges of under a day each.
import { sumAmounts } from './money';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant's UTC day number (days since 1970-01-01), as the database counts it. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

type RevenueWindow = {
  /** Whole UTC days inside the window: fromDay <= day < toDay (empty when equal). */
  fromDay: number;
  toDay: number;
  /** The rest of the window, read from payments: [from, to) pairs, none of them empty. */
  edges: [number, number][];
};

/** Splits [from, to) into whole UTC days and the partial days at its edges. */
export function revenueWindow(from: number, to: number): RevenueWindow {
  const fromDay = Math.ceil(from / DAY_MS);
  const toDay = Math.floor(to / DAY_MS);
  if (fromDay >= toDay) return { fromDay, toDay: fromDay, edges: from < to ? [[from, to]] : [] };
  const edges: [number, number][] = [];
  if (from < fromDay * DAY_MS) edges.push([from, fromDay * DAY_MS]);
  if (toDay * DAY_MS < to) edges.push([toDay * DAY_MS, to]);
  return { fromDay, toDay, edges };
}

/** The window's revenue: its whole days' totals plus its edges' completed payments. */
export function revenueTotal(
  window: RevenueWindow,
  days: readonly { readonly day: number; readonly amount: number }[],
  edgePayments: readonly { readonly amount: number }[],
): number {
  const inside = days.filter((d) => d.day >= window.fromDay && d.day < window.toDay);
  return sumAmounts([...inside.map((d) => d.amount), ...edgePayments.map((p) => p.amount)]);
}
