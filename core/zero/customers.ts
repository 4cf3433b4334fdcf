// Customers: the photographer's clients. The pattern every area follows: queries filter by the
// caller's membership; mutators validate with the domain's zod schema, check membership, write.
import { defineMutator, defineQuery } from '@rocicorp/zero';
import { z } from 'zod';
import { createCustomerArgs, deleteCustomerArgs, updateCustomerArgs } from '../domain/customer';
import { entityId } from '../domain/ids';
import { assertMember, assertOwnRow, fail, scopedAccount } from './access';
import { zql } from './schema';

const accountArgs = z.object({ accountId: entityId });

export const customerQueries = {
  list: defineQuery(accountArgs.extend({ search: z.string().max(200).optional() }), ({ args: { accountId, search }, ctx }) => {
    let q = zql.customers.where('accountId', scopedAccount(ctx, accountId));
    const term = search?.trim();
    if (term) {
      const pattern = `%${term}%`;
      q = q.where(({ or, cmp }) => or(cmp('name', 'ILIKE', pattern), cmp('email', 'ILIKE', pattern), cmp('phone', 'ILIKE', pattern)));
    }
    return q.orderBy('name', 'asc').orderBy('id', 'asc');
  }),
  byId: defineQuery(accountArgs.extend({ id: entityId }), ({ args: { accountId, id }, ctx }) =>
    zql.customers.where('accountId', scopedAccount(ctx, accountId)).where('id', id).one(),
  ),
};

export const customerMutators = {
  create: defineMutator(createCustomerArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId);
    const now = Date.now();
    await tx.mutate.customers.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  update: defineMutator(updateCustomerArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    assertOwnRow(ctx, await tx.run(zql.customers.where('id', id).one()));
    await tx.mutate.customers.update({ id, ...changes, updatedAt: Date.now() });
  }),
  delete: defineMutator(deleteCustomerArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.customers.where('id', id).one()));
    // Bookings (and the money recorded on them) are never deleted as a side effect.
    if (await tx.run(zql.sessions.where('customerId', id).one())) fail('customer_has_sessions');
    await tx.mutate.customers.delete({ id });
  }),
};
