// Sessions (bookings): who is photographed, when, where, for how much, and how it went.
// Same pattern as customers: queries filter by the caller's membership, their arguments checked by
// the server alone (query-args/sessions.ts); mutators validate with the domain's schemas, check
// membership of every row they touch or point to, then write.
// The area's synced writes are in writes/sessions.ts.
import { defineQuery } from '@rocicorp/zero';
import type { z } from 'zod/mini';
import { inStudio, withRole, type QueryOptions } from './access';
import { whereSearchMatches } from './customers';
import type { sessionQueryArgs } from './query-args/sessions';
import { zql } from './schema';

/** What a screen passes to `list` (the clients' sessions tab builds it from its address). */
export type SessionListArgs = z.input<typeof sessionQueryArgs.list>;

export const sessionQueries = {
  list: defineQuery(({ args, ctx }: QueryOptions<typeof sessionQueryArgs.list>) => {
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
  calendar: defineQuery(
    ({ args: { accountId, from, to, limit }, ctx }: QueryOptions<typeof sessionQueryArgs.calendar>) =>
      inStudio(zql.sessions, ctx, accountId)
        .where('date', '>=', from)
        .where('date', '<', to)
        .orderBy('date', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .related('customer'),
  ),
  /** One session with everything its page shows. */
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof sessionQueryArgs.byId>) =>
    inStudio(zql.sessions, ctx, accountId)
      .where('id', id)
      .related('customer')
      .related('gallery')
      .related('payments', (p) => withRole(p, ctx, 'manager').orderBy('date', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
  /** A customer's sessions with their payments, latest first: the customer page's history. */
  forCustomer: defineQuery(
    ({ args: { accountId, customerId }, ctx }: QueryOptions<typeof sessionQueryArgs.forCustomer>) =>
      inStudio(zql.sessions, ctx, accountId)
        .where('customerId', customerId)
        .related('payments', (p) => withRole(p, ctx, 'manager').orderBy('date', 'asc').orderBy('id', 'asc'))
        .orderBy('date', 'desc')
        .orderBy('id', 'desc'),
  ),
};
