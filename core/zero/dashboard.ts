// What the home page and the clients dashboard add up. Zero has no aggregates, so each query
// is bounded to the rows a figure needs (totals the database keeps per day, the payments or
// sessions of a window's partial edge day, this month's new customers) and the sums are made
// in the browser, where they update as rows change in any open browser.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { owingPaymentStatuses, owingSessionStatuses } from '../domain/money';
import { instant } from '../domain/session-time';
import { activeSessionStatuses } from '../domain/session-values';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

const limit = z.int().check(z.minimum(1), z.maximum(200));

export const dashboardQueries = {
  /** Revenue of whole UTC days in [fromDay, toDay), summed by the database (revenue.ts). */
  revenueDays: defineQuery(
    z.extend(accountArgs, { fromDay: z.int(), toDay: z.int() }),
    ({ args: { accountId, fromDay, toDay }, ctx }) =>
      inStudio(zql.revenueDays, ctx, accountId, 'manager').where('day', '>=', fromDay).where('day', '<', toDay),
  ),
  /** Completed payments dated in [from, to): revenue of a window's partial edge days. */
  revenue: defineQuery(
    z.extend(accountArgs, { from: instant, to: instant }),
    ({ args: { accountId, from, to }, ctx }) =>
      inStudio(zql.payments, ctx, accountId, 'manager')
        .where('status', 'completed')
        .where('date', '>=', from)
        .where('date', '<', to),
  ),
  /** What the studio's clients owe in all, summed by the database (outstanding.ts). */
  outstandingTotal: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.outstandingTotals, ctx, accountId, 'manager').one(),
  ),
  /** What they owe per UTC day of the sessions' dates, from `fromDay` on. */
  outstandingDays: defineQuery(z.extend(accountArgs, { fromDay: z.int() }), ({ args: { accountId, fromDay }, ctx }) =>
    inStudio(zql.outstandingDays, ctx, accountId, 'manager').where('day', '>=', fromDay),
  ),
  /**
   * Sessions dated in [from, to) that may still owe money (money.ts, sessionBalance, says how
   * much), with their customer for the overdue list.
   */
  owing: defineQuery(z.extend(accountArgs, { from: instant, to: instant }), ({ args: { accountId, from, to }, ctx }) =>
    inStudio(zql.sessions, ctx, accountId, 'manager')
      .where('paymentStatus', 'IN', [...owingPaymentStatuses])
      .where('status', 'IN', [...owingSessionStatuses])
      .where('date', '>=', from)
      .where('date', '<', to)
      .related('customer'),
  ),
  /** Held sessions (before `before`) still owing money, latest first, with their customer. */
  overdue: defineQuery(
    z.extend(accountArgs, { before: instant, limit }),
    ({ args: { accountId, before, limit: n }, ctx }) =>
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
    z.extend(accountArgs, { from: instant, to: z.optional(instant), limit }),
    ({ args: { accountId, from, to, limit: n }, ctx }) => {
      let q = inStudio(zql.sessions, ctx, accountId)
        .where('status', 'IN', [...activeSessionStatuses])
        .where('date', '>=', from);
      if (to !== undefined) q = q.where('date', '<', to);
      return q.orderBy('date', 'asc').orderBy('id', 'asc').limit(n).related('customer');
    },
  ),
  /** Customers added from `from` (until `to` when given). */
  newCustomers: defineQuery(
    z.extend(accountArgs, { from: instant, to: z.optional(instant) }),
    ({ args: { accountId, from, to }, ctx }) => {
      const q = inStudio(zql.customers, ctx, accountId).where('createdAt', '>=', from);
      return to === undefined ? q : q.where('createdAt', '<', to);
    },
  ),
  /** Clients who have finished choosing (their selection locked), latest first, with their gallery. */
  finishedSelections: defineQuery(z.extend(accountArgs, { limit }), ({ args: { accountId, limit: n }, ctx }) =>
    inStudio(zql.galleryInvites, ctx, accountId)
      .where('selectionLockedAt', 'IS NOT', null)
      .where('revokedAt', 'IS', null)
      .orderBy('selectionLockedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(n)
      .related('gallery'),
  ),
  /** The latest galleries: the home page's list, and what a session can be linked to. */
  recentGalleries: defineQuery(z.extend(accountArgs, { limit }), ({ args: { accountId, limit: n }, ctx }) =>
    inStudio(zql.galleries, ctx, accountId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(n),
  ),
};
