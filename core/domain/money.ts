// Money is kept in integer minor units (cents) everywhere: stored, summed and compared as
// integers, so no rounding can ever creep into a studio's books. Conversions to and from what
// a person reads and types live in currency.ts, and the checks of an amount typed or sent in
// amount-fields.ts.
import type { PaymentStatus, SessionPaymentStatus, SessionStatus } from './session-values';

/** 1,000,000,000.00 in a two-digit currency: far above any booking, far below 2^53. */
export const MAX_AMOUNT = 100_000_000_000;

/** Adds amounts exactly, refusing to go where a JavaScript number stops being exact. */
export function sumAmounts(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole amount of minor units: ${amount}`);
    total += amount;
    if (!Number.isSafeInteger(total)) throw new RangeError('total beyond exact integer range');
  }
  return total;
}

type PaymentLike = { readonly amount: number; readonly status: PaymentStatus; readonly amountRefunded?: number };

/**
 * What was paid: completed payments less what was refunded of them (pending ones are not money
 * yet, refunded ones went back).
 */
export function paidAmount(payments: readonly PaymentLike[]): number {
  return sumAmounts(payments.filter((p) => p.status === 'completed').map((p) => p.amount - (p.amountRefunded ?? 0)));
}

/**
 * What a session's payment status and paid amount follow from: its price and its payments.
 * Only completed payments count as paid; refunded ones are money given back. This is the one
 * place the derivation lives: the payment and session mutators store its result inside their
 * transactions, and every screen reads the stored columns.
 */
export function sessionPaymentSummary(
  price: number,
  payments: readonly PaymentLike[],
): {
  paymentAmount: number;
  paymentStatus: SessionPaymentStatus;
} {
  const paid = paidAmount(payments);
  const refunded = payments.some((p) => p.status === 'refunded');
  let paymentStatus: SessionPaymentStatus;
  if (paid === 0) paymentStatus = refunded ? 'refunded' : 'pending';
  else if (paid >= price) paymentStatus = 'paid';
  else paymentStatus = 'partial';
  return { paymentAmount: paid, paymentStatus };
}

/** Sessions whose balance nobody is expected to pay: called off, or the client never came. */
const settledStatuses: ReadonlySet<SessionStatus> = new Set(['cancelled', 'no_show']);

/** The session statuses whose unpaid price is still owed. */
export const owingSessionStatuses = ['scheduled', 'confirmed', 'completed'] as const satisfies readonly SessionStatus[];

/** The payment statuses a session that still owes money can have (paid ones owe nothing). */
export const owingPaymentStatuses = [
  'pending',
  'partial',
  'refunded',
] as const satisfies readonly SessionPaymentStatus[];

/** What the client still owes on a session: never negative, nothing once it is called off. */
export function sessionBalance(session: {
  readonly price: number;
  readonly paymentAmount: number;
  readonly status: SessionStatus;
}): number {
  if (settledStatuses.has(session.status)) return 0;
  return Math.max(session.price - session.paymentAmount, 0);
}
