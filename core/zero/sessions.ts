// Sessions (bookings): who is photographed, when, where, for how much, and how it went.
// Same pattern as customers: queries filter by the caller's membership; mutators validate with
// the domain's schemas, check membership of every row they touch or point to, then write.
import { defineQuery, type Transaction } from '@rocicorp/zero';
import { z } from 'zod';
import { entityId } from '../domain/ids';
import {
  canChangeStatus,
  createSessionArgs,
  deleteSessionArgs,
  instant,
  newSession,
  setSessionStatusArgs,
  updateSessionArgs,
} from '../domain/session';
import { sessionPaymentStatuses, sessionStatuses } from '../domain/session-values';
import type { ZeroContext } from './context';
import { accountArgs, assertMember, assertOwnRow, fail, inStudio, withRole } from './access';
import { listWindow, whereSearchMatches } from './customers';
import { storeSessionSummary } from './payments';
import { defineGuardedMutator, lockCustomerForBooking, lockSession } from './concurrency';
import { zql } from './schema';
import { startWithTypePackage } from './shop';

const sessionListArgs = accountArgs.extend({
  /** Upcoming: from `boundary` on, soonest first. Past: before it, latest first. */
  when: z.enum(['upcoming', 'past']),
  boundary: instant,
  statuses: z.array(z.enum(sessionStatuses)).max(sessionStatuses.length).optional(),
  paymentStatuses: z.array(z.enum(sessionPaymentStatuses)).max(sessionPaymentStatuses.length).optional(),
  /** Part of the customer's name or e-mail. */
  search: z.string().max(200).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  limit: listWindow,
});
export type SessionListArgs = z.input<typeof sessionListArgs>;

/**
 * The longest window the calendar reads at once: six weeks, a month view's whole grid, and the
 * hour a day gains when clocks go back within it.
 */
const CALENDAR_SPAN_MS = (42 * 24 + 1) * 60 * 60 * 1000;

const sessionCalendarArgs = accountArgs
  .extend({ from: instant, to: instant, limit: z.number().int().min(1).max(1000) })
  .refine(({ from, to }) => to > from && to - from <= CALENDAR_SPAN_MS, { message: 'dateRange', path: ['to'] });

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
  byId: defineQuery(accountArgs.extend({ id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.sessions, ctx, accountId)
      .where('id', id)
      .related('customer')
      .related('gallery')
      .related('payments', (p) => withRole(p, ctx, 'manager').orderBy('date', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
  /** A customer's sessions with their payments, latest first: the customer page's history. */
  forCustomer: defineQuery(accountArgs.extend({ customerId: entityId }), ({ args: { accountId, customerId }, ctx }) =>
    inStudio(zql.sessions, ctx, accountId)
      .where('customerId', customerId)
      .related('payments', (p) => withRole(p, ctx, 'manager').orderBy('date', 'asc').orderBy('id', 'asc'))
      .orderBy('date', 'desc')
      .orderBy('id', 'desc'),
  ),
};

type References = {
  customerId?: string | undefined;
  locationId?: string | null | undefined;
  galleryId?: string | null | undefined;
};

/**
 * Checks that every row a session points to exists in the session's own account (a foreign id
 * answers `not_found`, like a missing one), and returns the saved location's current name.
 */
async function checkReferences(
  tx: Transaction,
  ctx: ZeroContext,
  accountId: string,
  refs: References,
): Promise<string | undefined> {
  const sameAccount = (row: { accountId: string } | undefined) => {
    assertOwnRow(ctx, row);
    if (row.accountId !== accountId) fail('not_found');
  };
  if (refs.customerId !== undefined) {
    await lockCustomerForBooking(tx, refs.customerId);
    sameAccount(await tx.run(zql.customers.where('id', refs.customerId).one()));
  }
  if (refs.galleryId) sameAccount(await tx.run(zql.galleries.where('id', refs.galleryId).one()));
  if (refs.locationId) {
    const location = await tx.run(zql.locations.where('id', refs.locationId).one());
    sameAccount(location);
    return location?.name;
  }
  return undefined;
}

export const sessionMutators = {
  create: defineGuardedMutator(createSessionArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId);
    const locationName = await checkReferences(tx, ctx, args.accountId, args);
    await tx.mutate.sessions.insert(
      newSession({ ...args, location: locationName ?? args.location, authorId: ctx.userID }, Date.now()),
    );
    if (args.galleryId) await startWithTypePackage(tx, args.accountId, args.galleryId, args.type);
  }),
  update: defineGuardedMutator(updateSessionArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    // The price feeds the derived payment totals: same lock as the payment mutators.
    await lockSession(tx, id);
    const session = await tx.run(zql.sessions.where('id', id).one());
    assertOwnRow(ctx, session);
    const locationName = await checkReferences(tx, ctx, session.accountId, changes);
    await tx.mutate.sessions.update({
      id,
      ...changes,
      ...(locationName === undefined ? {} : { location: locationName }),
      updatedAt: Date.now(),
    });
    if (changes.price !== undefined && changes.price !== session.price) await storeSessionSummary(tx, id);
    if (changes.galleryId && changes.galleryId !== session.galleryId) {
      await startWithTypePackage(tx, session.accountId, changes.galleryId, changes.type ?? session.type);
    }
  }),
  setStatus: defineGuardedMutator(setSessionStatusArgs, async ({ tx, ctx, args: { id, status } }) => {
    await lockSession(tx, id);
    const session = await tx.run(zql.sessions.where('id', id).one());
    assertOwnRow(ctx, session);
    if (!canChangeStatus(session.status, status, session.date, Date.now())) fail('invalid_status_transition');
    await tx.mutate.sessions.update({ id, status, updatedAt: Date.now() });
  }),
  /** Money is never deleted as a side effect: a session with payments is refused. */
  delete: defineGuardedMutator(deleteSessionArgs, async ({ tx, ctx, args: { id } }) => {
    await lockSession(tx, id);
    assertOwnRow(ctx, await tx.run(zql.sessions.where('id', id).one()), 'manager');
    if (await tx.run(zql.payments.where('sessionId', id).one())) fail('session_has_payments');
    if (await tx.run(zql.invoices.where('sessionId', id).one())) fail('session_has_invoices');
    await tx.mutate.sessions.delete({ id });
  }),
};
