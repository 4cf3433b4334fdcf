// Money is kept in integer minor units (cents) everywhere: stored, summed and compared as
// integers, so no rounding can ever creep into a studio's books.
import type { PaymentStatus, SessionPaymentStatus } from './session';

type PaymentLike = { readonly amount: number; readonly status: PaymentStatus };

/**
 * What a session's payment status and paid amount follow from: its price and its payments.
 * Only completed payments count as paid; refunded ones are money given back.
 */
export function sessionPaymentSummary(price: number, payments: readonly PaymentLike[]): {
  paymentAmount: number;
  paymentStatus: SessionPaymentStatus;
} {
  const paid = payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amount, 0);
  const refunded = payments.some((p) => p.status === 'refunded');
  let paymentStatus: SessionPaymentStatus;
  if (paid === 0) paymentStatus = refunded ? 'refunded' : 'pending';
  else if (paid >= price) paymentStatus = 'paid';
  else paymentStatus = 'partial';
  return { paymentAmount: paid, paymentStatus };
}
