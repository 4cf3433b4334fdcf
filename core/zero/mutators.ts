// Every synced write of the app, run optimistically in the browser and authoritatively in
// /api/zero/mutate. Each mutator validates its argument with the domain's zod schema, checks
// that the caller belongs to the row's account, then writes.
import { ApplicationError, defineMutator, defineMutators, type Transaction } from '@rocicorp/zero';
import { createCustomerArgs, deleteCustomerArgs, updateCustomerArgs } from '../domain/customer';
import type { ErrorCode } from '../domain/errors';
import { isMemberOf, type ZeroContext } from './context';
import { zql } from './schema';

function fail(code: ErrorCode): never {
  throw new ApplicationError(code);
}

function assertMember(ctx: ZeroContext | undefined, accountId: string): asserts ctx is ZeroContext {
  if (!isMemberOf(ctx, accountId)) fail('forbidden');
}

/** Loads a customer the caller may change, or fails with a stable code. */
async function ownCustomer(tx: Transaction, ctx: ZeroContext | undefined, id: string) {
  const customer = await tx.run(zql.customers.where('id', id).one());
  // Another account's row answers exactly like a missing one: ids leak nothing.
  if (!customer || !isMemberOf(ctx, customer.accountId)) fail('not_found');
  return customer;
}

export const mutators = defineMutators({
  customer: {
    create: defineMutator(createCustomerArgs, async ({ tx, ctx, args }) => {
      assertMember(ctx, args.accountId);
      const now = Date.now();
      await tx.mutate.customers.insert({
        ...args,
        authorId: ctx.userID,
        createdAt: now,
        updatedAt: now,
      });
    }),
    update: defineMutator(updateCustomerArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
      await ownCustomer(tx, ctx, id);
      await tx.mutate.customers.update({ id, ...changes, updatedAt: Date.now() });
    }),
    delete: defineMutator(deleteCustomerArgs, async ({ tx, ctx, args: { id } }) => {
      await ownCustomer(tx, ctx, id);
      const booking = await tx.run(zql.sessions.where('customerId', id).one());
      if (booking) fail('customer_has_sessions');
      await tx.mutate.customers.delete({ id });
    }),
  },
});

export type Mutators = typeof mutators;
