// The session types a studio offers, picked when booking. Sessions keep a copy of the type's
// name and price, so changing or deleting a type leaves every booked session as it was.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod';
import { entityId } from '../domain/ids';
import { createSessionTypeArgs, deleteSessionTypeArgs, updateSessionTypeArgs } from '../domain/session-type';
import { assertMember, assertOwnRow, scopedAccount } from './access';
import { defineGuardedMutator } from './concurrency';
import { zql } from './schema';

/**
 * Columns kept for scheduling rules the app does not offer yet (spec: session types carry a
 * duration, a capacity and a colour); new types get the spec's defaults, as the database would.
 */
const schedulingDefaults = { duration: 60, maxClients: 1, color: '#000000', settings: {} };

export const sessionTypeQueries = {
  list: defineQuery(z.object({ accountId: entityId }), ({ args: { accountId }, ctx }) =>
    zql.sessionTypes.where('accountId', scopedAccount(ctx, accountId)).orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
};

export const sessionTypeMutators = {
  create: defineGuardedMutator(createSessionTypeArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId);
    await tx.mutate.sessionTypes.insert({ ...schedulingDefaults, ...args, authorId: ctx.userID });
  }),
  update: defineGuardedMutator(updateSessionTypeArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    assertOwnRow(ctx, await tx.run(zql.sessionTypes.where('id', id).one()));
    await tx.mutate.sessionTypes.update({ id, ...changes });
  }),
  delete: defineGuardedMutator(deleteSessionTypeArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.sessionTypes.where('id', id).one()));
    await tx.mutate.sessionTypes.delete({ id });
  }),
};
