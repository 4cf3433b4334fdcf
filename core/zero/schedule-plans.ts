// Schedule plans: when each session type can be booked. A plan points to one of the studio's
// own session types; deleting the type deletes its plans (the database cascades), and the
// sessions booked from a plan keep everything they need of it.
import { defineQuery, type Transaction } from '@rocicorp/zero';
import { z } from 'zod';
import { entityId } from '../domain/ids';
import {
  createSchedulePlanArgs,
  deleteSchedulePlanArgs,
  planRangeInOrder,
  updateSchedulePlanArgs,
} from '../domain/schedule-plan';
import { assertMember, assertOwnRow, fail, inStudio } from './access';
import { defineGuardedMutator } from './concurrency';
import { zql } from './schema';

/** A plan's type must be one of its studio's own; another studio's id answers like a missing one. */
async function assertStudioType(tx: Transaction, accountId: string, sessionTypeId: string) {
  const sessionType = await tx.run(zql.sessionTypes.where('id', sessionTypeId).one());
  if (sessionType?.accountId !== accountId) fail('not_found');
}

export const schedulePlanQueries = {
  /** Every plan of the studio, active or paused, with its type. */
  list: defineQuery(z.object({ accountId: entityId }), ({ args: { accountId }, ctx }) =>
    inStudio(zql.schedulePlans, ctx, accountId).orderBy('name', 'asc').orderBy('id', 'asc').related('sessionType'),
  ),
};

export const schedulePlanMutators = {
  create: defineGuardedMutator(createSchedulePlanArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    await assertStudioType(tx, args.accountId, args.sessionTypeId);
    await tx.mutate.schedulePlans.insert({ ...args, authorId: ctx.userID });
  }),
  update: defineGuardedMutator(updateSchedulePlanArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const plan = await tx.run(zql.schedulePlans.where('id', id).one());
    assertOwnRow(ctx, plan, 'manager');
    if (changes.sessionTypeId !== undefined) await assertStudioType(tx, plan.accountId, changes.sessionTypeId);
    // Either end may change alone; the range they make together must still run forwards.
    if (!planRangeInOrder({ ...plan, ...changes })) fail('invalid_input');
    await tx.mutate.schedulePlans.update({ id, ...changes });
  }),
  delete: defineGuardedMutator(deleteSchedulePlanArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.schedulePlans.where('id', id).one()), 'manager');
    await tx.mutate.schedulePlans.delete({ id });
  }),
};
