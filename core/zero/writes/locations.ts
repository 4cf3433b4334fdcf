// Saved locations a session can be booked at. Deleting one leaves sessions untouched: they keep
// the location's name (sessions.location) and the database clears their link to it.
// The area's writes, kept apart from its reads (../locations.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import { createLocationArgs, deleteLocationArgs, updateLocationArgs } from '../../domain/location';
import { assertMember, assertOwnRow } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

export const locationMutators = {
  create: defineGuardedMutator(createLocationArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const now = Date.now();
    await tx.mutate.locations.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  update: defineGuardedMutator(updateLocationArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    assertOwnRow(ctx, await tx.run(zql.locations.where('id', id).one()), 'manager');
    await tx.mutate.locations.update({ id, ...changes, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(deleteLocationArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.locations.where('id', id).one()), 'manager');
    await tx.mutate.locations.delete({ id });
  }),
};
