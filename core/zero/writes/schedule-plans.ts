// Schedule plans: when each session type can be booked. A plan points to one of the studio's
// own session types; deleting the type deletes its plans (the database cascades), and the
// sessions booked from a plan keep everything they need of it.
// The area's writes, kept apart from its reads (../schedule-plans.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import {
  createSchedulePlanArgs,
  deleteSchedulePlanArgs,
  planRangeInOrder,
  updateSchedulePlanArgs,
} from '../../domain/schedule-plan';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

/** A plan's type must be one of its studio's own; another studio's id answers like a missing one. */
async function assertStudioType(tx: Transaction, accountId: string, sessionTypeId: string) {
  const sessionType = await tx.run(zql.sessionTypes.where('id', sessionTypeId).one());
  if (sessionType?.accountId !== accountId) fail('not_found');
}

/**
 * A plan's saved location must be one of its studio's own (another studio's id answers like a
 * missing one); its name is copied into the plan's `location`, which outlives it.
 */
async function studioLocationName(tx: Transaction, accountId: string, locationId: string): Promise<string> {
  const location = await tx.run(zql.locations.where('id', locationId).one());
  if (location?.accountId !== accountId) fail('not_found');
  return location.name;
}

export const schedulePlanMutators = {
  create: defineGuardedMutator(createSchedulePlanArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    await assertStudioType(tx, args.accountId, args.sessionTypeId);
    const location = args.locationId ? await studioLocationName(tx, args.accountId, args.locationId) : args.location;
    await tx.mutate.schedulePlans.insert({ ...args, location, authorId: ctx.userID });
  }),
  update: defineGuardedMutator(updateSchedulePlanArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const plan = await tx.run(zql.schedulePlans.where('id', id).one());
    assertOwnRow(ctx, plan, 'manager');
    if (changes.sessionTypeId !== undefined) await assertStudioType(tx, plan.accountId, changes.sessionTypeId);
    // Either end may change alone; the range they make together must still run forwards.
    if (!planRangeInOrder({ ...plan, ...changes })) fail('invalid_input');
    const place = changes.locationId
      ? { location: await studioLocationName(tx, plan.accountId, changes.locationId) }
      : {};
    await tx.mutate.schedulePlans.update({ id, ...changes, ...place });
  }),
  delete: defineGuardedMutator(deleteSchedulePlanArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.schedulePlans.where('id', id).one()), 'manager');
    await tx.mutate.schedulePlans.delete({ id });
  }),
};
