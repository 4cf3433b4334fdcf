// Sessions (bookings): who is photographed, when, where, for how much, and how it went.
// Same pattern as customers: queries filter by the caller's membership; mutators validate with
// the domain's schemas, check membership of every row they touch or point to, then write.
// The area's writes, kept apart from its reads (../sessions.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import {
  canChangeStatus,
  createSessionArgs,
  deleteSessionArgs,
  newSession,
  setSessionStatusArgs,
  updateSessionArgs,
} from '../../domain/session';
import type { ZeroContext } from '../context';
import { assertMember, assertOwnRow, fail } from '../access';
import { storeSessionSummary } from './payments';
import { defineGuardedMutator, lockCustomerForBooking, lockSession } from '../concurrency';
import { zql } from '../schema';
import { startWithTypePackage } from './shop';

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
