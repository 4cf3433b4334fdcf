// What the home page and the clients dashboard add up. Zero has no aggregates, so each query
// is bounded to the rows a figure needs (totals the database keeps per day, the payments or
// sessions of a window's partial edge day, this month's new customers) and the sums are made
// in the browser, where they update as rows change in any open browser.
import { defineQuery } from '@rocicorp/zero';
import { owingPaymentStatuses, owingSessionStatuses } from '../domain/money';
import { activeSessionStatuses } from '../domain/session-values';
import { inStudio, type QueryOptions } from './access';
import type { dashboardQueryArgs } from './query-args/dashboard';
import { zql } from './schema';

export const dashboardQueries = {
  /** Revenue of whole UTC days in [fromDay, toDay), summed by the database (revenue.ts). */
  revenueDays: defineQuery(
    ({ args: { accountId, fromDay, toDay }, ctx }: QueryOptions<typeof dashboardQueryArgs.revenueDays>) =>
      inStudio(zql.revenueDays, ctx, accountId, 'manager').where('day', '>=', fromDay).where('day', '<', toDay),
  ),
  /** Completed payments dated in [from, to): revenue of a window's partial edge days. */
  revenue: defineQuery(({ args: { accountId, from, to }, ctx }: QueryOptions<typeof dashboardQueryArgs.revenue>) =>
    inStudio(zql.payments, ctx, accountId, 'manager')
      .where('status', 'completed')
      .where('date', '>=', from)
      .where('date', '<', to),
  ),
  /** What the studio's clients owe in all, summed by the database (outstanding.ts). */
  outstandingTotal: defineQuery(
    ({ args: { accountId }, ctx }: QueryOptions<typeof dashboardQueryArgs.outstandingTotal>) =>
      inStudio(zql.outstandingTotals, ctx, accountId, 'manager').one(),
  ),
  /** What they owe per UTC day of the sessions' dates, from `fromDay` on. */
  outstandingDays: defineQuery(
    ({ args: { accountId, fromDay }, ctx }: QueryOptions<typeof dashboardQueryArgs.outstandingDays>) =>
      inStudio(zql.outstandingDays, ctx, accountId, 'manager').where('day', '>=', fromDay),
  ),
  /**
   * Sessions dated in [from, to) that may still owe money (money.ts, sessionBalance, says how
   * much), with their customer for the overdue list.
   */
  owing: defineQuery(({ args: { accountId, from, to }, ctx }: QueryOptions<typeof dashboardQueryArgs.owing>) =>
    inStudio(zql.sessions, ctx, accountId, 'manager')
      .where('paymentStatus', 'IN', [...owingPaymentStatuses])
      .where('status', 'IN', [...owingSessionStatuses])
      .where('date', '>=', from)
      .where('date', '<', to)
      .related('customer'),
  ),
  /** Held sessions (before `before`) still owing money, latest first, with their customer. */
  overdue: defineQuery(
    ({ args: { accountId, before, limit: n }, ctx }: QueryOptions<typeof dashboardQueryArgs.overdue>) =>
      inStudio(zql.sessions, ctx, accountId, 'manager')
        .where('paymentStatus', 'IN', [...owingPaymentStatuses])
        .where('status', 'IN', [...owingSessionStatuses])
        .where('date', '<', before)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(n)
        .related('customer'),
  ),
  /** Scheduled or confirmed sessions from `from` (until `to` when given), soonest first. */
  upcoming: defineQuery(
    ({ args: { accountId, from, to, limit: n }, ctx }: QueryOptions<typeof dashboardQueryArgs.upcoming>) => {
      let q = inStudio(zql.sessions, ctx, accountId)
        .where('status', 'IN', [...activeSessionStatuses])
        .where('date', '>=', from);
      if (to !== undefined) q = q.where('date', '<', to);
      return q.orderBy('date', 'asc').orderBy('id', 'asc').limit(n).related('customer');
    },
  ),
  /** Customers added from `from` (until `to` when given). */
  newCustomers: defineQuery(
    ({ args: { accountId, from, to }, ctx }: QueryOptions<typeof dashboardQueryArgs.newCustomers>) => {
      const q = inStudio(zql.customers, ctx, accountId).where('createdAt', '>=', from);
      return to === undefined ? q : q.where('createdAt', '<', to);
    },
  ),
  /** Clients who have finished choosing (their selection locked), latest first, with their gallery. */
  finishedSelections: defineQuery(
    ({ args: { accountId, limit: n }, ctx }: QueryOptions<typeof dashboardQueryArgs.finishedSelections>) =>
      inStudio(zql.galleryInvites, ctx, accountId)
        .where('selectionLockedAt', 'IS NOT', null)
        .where('revokedAt', 'IS', null)
        .orderBy('selectionLockedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(n)
        .related('gallery'),
  ),
  /** The latest galleries: the home page's list, and what a session can be linked to. */
  recentGalleries: defineQuery(
    ({ args: { accountId, limit: n }, ctx }: QueryOptions<typeof dashboardQueryArgs.recentGalleries>) =>
      inStudio(zql.galleries, ctx, accountId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(n),
  ),
};
