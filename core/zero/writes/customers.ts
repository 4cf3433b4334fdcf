// Customers: the photographer's clients. The pattern every area follows: queries filter by the
// caller's membership; mutators validate with the domain's zod schema, check membership, write.
// The area's writes, kept apart from its reads (../customers.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import { z } from 'zod';
import { createCustomerArgs, deleteCustomerArgs, updateCustomerArgs, type CustomerFields } from '../../domain/customer';
import { entityId } from '../../domain/ids';
import { searchText } from '../../domain/search';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator, lockCustomerWithSessions } from '../concurrency';
import { zql } from '../schema';

/** What a customer's `searchText` holds, from its fields as they will be saved. */
function customerSearchText({ name, email, phone }: Pick<CustomerFields, 'name' | 'email' | 'phone'>): string {
  return searchText(name, email, phone);
}

export const customerMutators = {
  create: defineGuardedMutator(createCustomerArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId);
    const now = Date.now();
    await tx.mutate.customers.insert({
      ...args,
      searchText: customerSearchText(args),
      authorId: ctx.userID,
      createdAt: now,
      updatedAt: now,
    });
  }),
  update: defineGuardedMutator(updateCustomerArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const customer = await tx.run(zql.customers.where('id', id).one());
    assertOwnRow(ctx, customer);
    await tx.mutate.customers.update({
      id,
      ...changes,
      searchText: customerSearchText({ ...customer, ...changes }),
      updatedAt: Date.now(),
    });
  }),
  /** A member has answered the customer's enquiry: they are no longer a new lead. */
  handleLead: defineGuardedMutator(z.object({ id: entityId }), async ({ tx, ctx, args: { id } }) => {
    const customer = await tx.run(zql.customers.where('id', id).one());
    assertOwnRow(ctx, customer);
    await tx.mutate.customers.update({ id, leadAt: null });
  }),
  /**
   * A customer with quotes, invoices or contracts is kept. One without sessions is simply deleted. One with
   * sessions needs a plan: move the sessions (and their payments) to another customer, or delete
   * them with their payments, which only happens when the counts the person confirmed are still
   * the truth.
   */
  delete: defineGuardedMutator(deleteCustomerArgs, async ({ tx, ctx, args: { id, sessions: plan } }) => {
    await lockCustomerWithSessions(tx, id);
    const customer = await tx.run(zql.customers.where('id', id).one());
    assertOwnRow(ctx, customer, 'manager');
    // Quotes, invoices and contracts are the studio's records: their client stays.
    if (
      (await tx.run(zql.invoices.where('customerId', id).one())) ||
      (await tx.run(zql.quotes.where('customerId', id).one())) ||
      (await tx.run(zql.contracts.where('customerId', id).one()))
    ) {
      fail('customer_has_documents');
    }
    const sessions = await tx.run(
      zql.sessions.where('accountId', customer.accountId).where('customerId', id).related('payments'),
    );
    if (sessions.length > 0) {
      if (!plan) fail('customer_has_sessions');
      if (plan.action === 'reassign') {
        const heir = await tx.run(zql.customers.where('id', plan.customerId).one());
        if (heir?.accountId !== customer.accountId) fail('not_found');
        for (const session of sessions) {
          await tx.mutate.sessions.update({ id: session.id, customerId: heir.id, updatedAt: Date.now() });
        }
      } else {
        const payments = sessions.flatMap((session) => session.payments);
        if (plan.sessionCount !== sessions.length || plan.paymentCount !== payments.length) {
          fail('deletion_confirmation_mismatch');
        }
        for (const session of sessions) {
          if (await tx.run(zql.invoices.where('sessionId', session.id).one())) fail('session_has_invoices');
        }
        for (const payment of payments) await tx.mutate.payments.delete({ id: payment.id });
        for (const session of sessions) await tx.mutate.sessions.delete({ id: session.id });
      }
    }
    await tx.mutate.customers.delete({ id });
  }),
};
