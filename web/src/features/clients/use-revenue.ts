import { useQuery } from '@rocicorp/zero/react';
import { revenueTotal, revenueWindow } from '@core/domain/revenue';
import { queries } from '@core/zero/queries';

/**
 * Revenue in [from, to): whole UTC days from the database's daily totals, the partial days at
 * the edges from their payments (core/domain/revenue.ts). A year takes at most 366 small rows
 * and two days of payments, however busy the studio. `rows` and `result` are the daily totals'
 * query, for telling "still loading" from "nothing yet".
 */
export function useRevenue(accountId: string, from: number, to: number) {
  const span = revenueWindow(from, to);
  // The window has up to two edges; a missing one is an empty range, which matches no payment.
  const [first = [from, from], second = [to, to]] = span.edges;
  const [rows, result] = useQuery(
    queries.dashboard.revenueDays({ accountId, fromDay: span.fromDay, toDay: span.toDay }),
  );
  const [firstEdge] = useQuery(queries.dashboard.revenue({ accountId, from: first[0], to: first[1] }));
  const [secondEdge] = useQuery(queries.dashboard.revenue({ accountId, from: second[0], to: second[1] }));
  return { amount: revenueTotal(span, rows, [...firstEdge, ...secondEdge]), rows, result };
}
