import { useQuery } from '@rocicorp/zero/react';
import { dueWindow, outstandingFigures, outstandingSummary } from '@core/domain/outstanding';
import { queries } from '@core/zero/queries';

/**
 * What clients owe, and how much of it is overdue at `now`, as a card shows it (`summary`): the
 * studio's total and the days that fall due later come summed by the database, the rest of today
 * from its sessions (core/domain/outstanding.ts). `todaysSessions` are today's (UTC) owing
 * sessions with their customers; `rows` and `result` are the total's query, for telling "still
 * loading" from "nothing owed".
 */
export function useOutstanding(accountId: string, now: number) {
  const due = dueWindow(now);
  const [total, result] = useQuery(queries.dashboard.outstandingTotal({ accountId }));
  const [days] = useQuery(queries.dashboard.outstandingDays({ accountId, fromDay: due.fromDay }));
  const [today] = useQuery(queries.dashboard.owing({ accountId, from: due.today[0], to: due.today[1] }));
  const summary = outstandingSummary(outstandingFigures(due, total?.amount ?? 0, days, today));
  return { summary, due, todaysSessions: today, rows: total ? [total] : [], result };
}
