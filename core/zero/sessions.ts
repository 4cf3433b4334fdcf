// Sessions (bookings): who is photographed, when, where, for how much, and how it went.
// Same pattern as customers: queries filter by the caller's membership; mutators validate with
// the domain's schemas, check membership of every row they touch or point to, then write.
// The area's synced writes are in writes/sessions.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { instant } from '../domain/session-time';
import { sessionPaymentStatuses, sessionStatuses } from '../domain/session-values';
import { accountArgs, inStudio, withRole } from './access';
import { listWindow, whereSearchMatches } from './customers';
import { zql } from './schema';

const sessionListArgs = z.extend(accountArgs, {
  /** Upcoming: from `boundary` on, soonest first. Past: before it, latest first. */
  when: z.enum(['upcoming', 'past']),
  boundary: instant,
  statuses: z.optional(z.array(z.enum(sessionStatuses)).check(z.maxLength(sessionStatuses.length))),
  paymentStatuses: z.optional(
    z.array(z.enum(sessionPaymentStatuses)).check(z.maxLength(sessionPaymentStatuses.length)),
  ),
  /** Part of the customer's name or e-mail. */
  search: z.optional(z.string().check(z.maxLength(200))),
  order: z.optional(z.enum(['asc', 'desc'])),
  limit: listWindow,
});
export type SessionListArgs = z.input<typeof sessionListArgs>;

/**
 * The longest window the calendar reads at once: six weeks, a month view's whole grid, and the
 * hour a day gains when clocks go back within it.
 */
const CALENDAR_SPAN_MS = (42 * 24 + 1) * 60 * 60 * 1000;

const sessionCalendarArgs = z
  .extend(accountArgs, { from: instant, to: instant, limit: z.int().check(z.minimum(1), z.maximum(1000)) })
  .check(
    z.refine(({ from, to }) => to > from && to - from <= CALENDAR_SPAN_MS, { message: 'dateRange', path: ['to'] }),
  );

export const sessionQueries = {
  list: defineQuery(sessionListArgs, ({ args, ctx }) => {
    const upcoming = args.when === 'upcoming';
    let q = inStudio(zql.sessions, ctx, args.accountId).where('date', upcoming ? '>=' : '<', args.boundary);
    if (args.statuses?.length) q = q.where('status', 'IN', args.statuses);
    if (args.paymentStatuses?.length) q = q.where('paymentStatus', 'IN', args.paymentStatuses);
    const term = args.search?.trim();
    if (term) q = q.whereExists('customer', (customers) => whereSearchMatches(customers, term));
    const order = args.order ?? (upcoming ? 'asc' : 'desc');
    return q.orderBy('date', order).orderBy('id', order).limit(args.limit).related('customer');
  }),
  /**
   * Every session dated in [from, to), whatever its status, soonest first, with its customer:
   * the calendar's days, where a cancelled session still shows what happened to the slot.
   */
  calendar: defineQuery(sessionCalendarArgs, ({ args: { accountId, from, to, limit }, ctx }) =>
    inStudio(zql.sessions, ctx, accountId)
      .where('date', '>=', from)
      .where('date', '<', to)
      .orderBy('date', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .related('customer'),
  ),
  /** One session with everything its page shows. */
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.sessions, ctx, accountId)
      .where('id', id)
      .related('customer')
      .related('gallery')
      .related('payments', (p) => withRole(p, ctx, 'manager').orderBy('date', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
  /** A customer's sessions with their payments, latest first: the customer page's history. */
  forCustomer: defineQuery(
    z.extend(accountArgs, { customerId: entityId }),
    ({ args: { accountId, customerId }, ctx }) =>
      inStudio(zql.sessions, ctx, accountId)
        .where('customerId', customerId)
        .related('payments', (p) => withRole(p, ctx, 'manager').orderBy('date', 'asc').orderBy('id', 'asc'))
        .orderBy('date', 'desc')
        .orderBy('id', 'desc'),
  ),
};
