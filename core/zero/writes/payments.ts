// Payments recorded against sessions and invoices. Every write re-derives what follows from the
// payments in the same transaction, with the rows locked on the server (the invoice first, then
// the session, as the card webhook does), so the stored totals are never stale: the session's
// paid amount and payment status (money.ts), the invoice's and its instalments' (invoice-payments.ts).
// The area's writes, kept apart from its reads (../payments.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import { invoicePaymentColumns } from '../../domain/invoice-payments';
import { sessionPaymentSummary } from '../../domain/money';
import { createPaymentArgs, deletePaymentArgs, invoicePaymentArgs, updatePaymentArgs } from '../../domain/payment';
import { assertOwnRow, fail } from '../access';
import { defineGuardedMutator, lockDocument, lockSession } from '../concurrency';
import { zql } from '../schema';

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

/** As functions/lib/card-payments/invoice-payments.ts stores them; call it with the invoice locked. */
async function storeInvoiceSummary(tx: Transaction, invoiceId: string): Promise<void> {
  const invoice = await tx.run(zql.invoices.where('id', invoiceId).one());
  if (!invoice) return;
  const payments = await tx.run(zql.payments.where('invoiceId', invoiceId));
  const instalments = await tx.run(zql.invoiceInstalments.where('invoiceId', invoiceId));
  const columns = invoicePaymentColumns(
    invoice.total,
    payments,
    instalments.map(({ id }) => id),
  );
  await tx.mutate.invoices.update({ id: invoiceId, ...columns.invoice, updatedAt: Date.now() });
  for (const { id, amountPaid } of columns.instalments) {
    if (instalments.find((item) => item.id === id)?.amountPaid !== amountPaid) {
      await tx.mutate.invoiceInstalments.update({ id, amountPaid });
    }
  }
}

/** Locks what a payment's totals are stored on (again, harmlessly, if already), runs `change`, then stores them. */
async function changingTotals(
  tx: Transaction,
  payment: { invoiceId: string | null; sessionId: string | null },
  change: () => Promise<void>,
): Promise<void> {
  if (payment.invoiceId !== null) await lockDocument(tx, 'invoice', payment.invoiceId);
  if (payment.sessionId !== null) await lockSession(tx, payment.sessionId);
  await change();
  if (payment.invoiceId !== null) await storeInvoiceSummary(tx, payment.invoiceId);
  if (payment.sessionId !== null) await storeSessionSummary(tx, payment.sessionId);
}

/**
 * A card payment taken through the provider follows what the provider says (the Connect webhook),
 * so nobody changes or deletes it here; a payment recorded by hand, on a session or an invoice, may.
 */
function assertRecordedByHand(payment: { providerPaymentId: string | null }): void {
  if (payment.providerPaymentId !== null) fail('card_payment_read_only');
}

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
  /** Money an issued invoice's client paid by hand; never more than is left to pay on it. */
  recordForInvoice: defineGuardedMutator(
    invoicePaymentArgs,
    async ({ tx, ctx, args: { invoiceId, instalmentId, ...fields } }) => {
      await lockDocument(tx, 'invoice', invoiceId);
      const invoice = await tx.run(zql.invoices.where('id', invoiceId).one());
      assertOwnRow(ctx, invoice, 'manager');
      if (invoice.status !== 'issued') fail(invoice.status === 'draft' ? 'invoice_not_issued' : 'invoice_cancelled');
      if (instalmentId !== null) {
        const instalment = await tx.run(zql.invoiceInstalments.where('id', instalmentId).one());
        if (instalment?.invoiceId !== invoiceId) fail('not_found');
      }
      if (fields.amount > invoice.total - invoice.amountPaid) fail('payment_over_balance');
      const sessionId = invoice.sessionId;
      await changingTotals(tx, { invoiceId, sessionId }, () =>
        tx.mutate.payments.insert({
          ...fields,
          invoiceId,
          instalmentId,
          sessionId,
          accountId: invoice.accountId,
          authorId: ctx.userID,
          status: 'completed',
          amountRefunded: 0,
          createdAt: Date.now(),
        }),
      );
    },
  ),
  update: defineGuardedMutator(updatePaymentArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const payment = await tx.run(zql.payments.where('id', id).one());
    assertOwnRow(ctx, payment, 'manager');
    assertRecordedByHand(payment);
    await changingTotals(tx, payment, () => tx.mutate.payments.update({ id, ...changes }));
  }),
  /** Deleting a payment is always a person's explicit choice (the UI asks first). */
  delete: defineGuardedMutator(deletePaymentArgs, async ({ tx, ctx, args: { id } }) => {
    const payment = await tx.run(zql.payments.where('id', id).one());
    assertOwnRow(ctx, payment, 'manager');
    assertRecordedByHand(payment);
    await changingTotals(tx, payment, () => tx.mutate.payments.delete({ id }));
  }),
};
