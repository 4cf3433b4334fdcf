// What an invoice's payments add up to, stored on the invoice and its instalments by the server in
// the transaction that changes a payment. Paid amounts follow money.ts: completed payments less
// what was refunded of them.
import { paidAmount, sumAmounts } from './money';
import type { PaymentStatus } from './session-values';

export const invoicePaymentStatuses = ['unpaid', 'processing', 'partial', 'paid', 'refunded'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

type InvoicePaymentLike = { readonly amount: number; readonly status: PaymentStatus; readonly amountRefunded: number };
type StoredPaymentLike = InvoicePaymentLike & { readonly instalmentId: string | null; readonly dispute: string | null };

/**
 * The invoice's paid and refunded amounts and its payment status. A card payment the provider has
 * not confirmed (`pending`) shows the invoice as processing, so the client is not asked twice.
 */
export function invoicePaymentSummary(
  total: number,
  payments: readonly InvoicePaymentLike[],
): { amountPaid: number; amountRefunded: number; paymentStatus: InvoicePaymentStatus } {
  const amountPaid = paidAmount(payments);
  const amountRefunded = sumAmounts(payments.filter((p) => p.status !== 'failed').map((p) => p.amountRefunded));
  let paymentStatus: InvoicePaymentStatus;
  if (payments.some((p) => p.status === 'pending')) paymentStatus = 'processing';
  else if (amountPaid > 0 && amountPaid >= total) paymentStatus = 'paid';
  else if (amountPaid > 0) paymentStatus = 'partial';
  else paymentStatus = amountRefunded > 0 ? 'refunded' : 'unpaid';
  return { amountPaid, amountRefunded, paymentStatus };
}

/**
 * What an invoice and each of its instalments store after any change to its payments: the card
 * webhook (functions/lib/card-payments) and the hand payment mutators (core/zero/payments.ts)
 * both write exactly this.
 */
export function invoicePaymentColumns(
  total: number,
  payments: readonly StoredPaymentLike[],
  instalmentIds: readonly string[],
): {
  invoice: ReturnType<typeof invoicePaymentSummary> & { disputed: boolean };
  instalments: { id: string; amountPaid: number }[];
} {
  return {
    invoice: { ...invoicePaymentSummary(total, payments), disputed: payments.some((p) => p.dispute === 'open') },
    instalments: instalmentIds.map((id) => ({
      id,
      amountPaid: paidAmount(payments.filter((p) => p.instalmentId === id)),
    })),
  };
}
