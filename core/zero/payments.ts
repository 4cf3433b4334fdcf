// Payments recorded against sessions. Every write re-derives the session's paid amount and
// payment status from its payments (money.ts, sessionPaymentSummary) in the same transaction,
// with the session row locked on the server, so the stored totals are never stale.
import { defineQuery, type Transaction } from '@rocicorp/zero';
import { sessionPaymentSummary } from '../domain/money';
import { createPaymentArgs, deletePaymentArgs, updatePaymentArgs } from '../domain/payment';
import { instant } from '../domain/session';
import { accountArgs, assertOwnRow, fail, inStudio } from './access';
import { defineGuardedMutator, lockSession } from './concurrency';
import { zql } from './schema';

/**
 * Stores what the session's paid amount and payment status follow from. Call it with the
 * session locked (lockSession), after changing its payments or its price.
 */
export async function storeSessionSummary(tx: Transaction, sessionId: string): Promise<void> {
  const session = await tx.run(zql.sessions.where('id', sessionId).one());
  if (!session) return;
  const payments = await tx.run(zql.payments.where('sessionId', sessionId));
  await tx.mutate.sessions.update({
    id: sessionId,
    ...sessionPaymentSummary(session.price, payments),
    updatedAt: Date.now(),
  });
}

/**
 * The session of a payment recorded by hand. A card payment of an invoice follows what its provider
 * says (the Connect webhook), so nobody changes or deletes it here.
 */
function manualPaymentSession(payment: { invoiceId: string | null; sessionId: string | null }): string {
  if (payment.invoiceId !== null || payment.sessionId === null) fail('card_payment_read_only');
  return payment.sessionId;
}

export const paymentQueries = {
  /** Payments dated in [from, to), with their session and customer: the accountant's export. */
  inRange: defineQuery(accountArgs.extend({ from: instant, to: instant }), ({ args: { accountId, from, to }, ctx }) =>
    inStudio(zql.payments, ctx, accountId, 'manager')
      .where('date', '>=', from)
      .where('date', '<', to)
      .related('session', (session) => session.related('customer'))
      .orderBy('date', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** The studio's currency setting (account_settings key `currency`); absent means the default. */
  currency: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.accountSettings, ctx, accountId).where('key', 'currency').one(),
  ),
};

export const paymentMutators = {
  create: defineGuardedMutator(createPaymentArgs, async ({ tx, ctx, args }) => {
    await lockSession(tx, args.sessionId);
    const session = await tx.run(zql.sessions.where('id', args.sessionId).one());
    assertOwnRow(ctx, session, 'manager');
    await tx.mutate.payments.insert({
      ...args,
      accountId: session.accountId,
      authorId: ctx.userID,
      amountRefunded: 0,
      createdAt: Date.now(),
    });
    await storeSessionSummary(tx, session.id);
  }),
  update: defineGuardedMutator(updatePaymentArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const payment = await tx.run(zql.payments.where('id', id).one());
    assertOwnRow(ctx, payment, 'manager');
    const sessionId = manualPaymentSession(payment);
    await lockSession(tx, sessionId);
    await tx.mutate.payments.update({ id, ...changes });
    await storeSessionSummary(tx, sessionId);
  }),
  /** Deleting a payment is always a person's explicit choice (the UI asks first). */
  delete: defineGuardedMutator(deletePaymentArgs, async ({ tx, ctx, args: { id } }) => {
    const payment = await tx.run(zql.payments.where('id', id).one());
    assertOwnRow(ctx, payment, 'manager');
    const sessionId = manualPaymentSession(payment);
    await lockSession(tx, sessionId);
    await tx.mutate.payments.delete({ id });
    await storeSessionSummary(tx, sessionId);
  }),
};
