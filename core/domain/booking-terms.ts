// What an online booking of a session type asks before it is confirmed (the type's "sign and pay to
// confirm"): a contract to sign, a deposit to pay, or both. The deposit is the first instalment of
// the quote the booking is sent: one line, the type at its price with the studio's default tax,
// paid as the deposit's share when the quote is accepted and the rest before the session.
import { lineRow } from './invoice';
import { documentTotals } from './invoice-totals';
import { planInstalments, type PaymentPlan } from './payment-plan';

export type ConfirmTerms = { price: number; depositBp: number; contractTemplateId: string | null };

/** How many days before the session the rest of the price falls due. */
const REST_DAYS_BEFORE_SESSION = 7;

/** A deposit is asked only of a type with a price. */
export const asksDeposit = (type: ConfirmTerms): boolean => type.depositBp > 0 && type.price > 0;

/** Whether a booking of the type waits for its client to sign, to pay, or both. */
export const asksToConfirm = (type: ConfirmTerms): boolean => type.contractTemplateId !== null || asksDeposit(type);

/** The booking quote's plan: the deposit's share once accepted, the rest a week before the session. */
export function depositPlan(depositBp: number): PaymentPlan {
  const percent = Math.round(depositBp / 100);
  if (percent >= 100) return [{ percent: 100, due: 'on_issue', days: 0 }];
  return [
    { percent, due: 'on_issue', days: 0 },
    { percent: 100 - percent, due: 'before_session', days: REST_DAYS_BEFORE_SESSION },
  ];
}

/** The booking quote's one line: the type once, at its price, with the studio's default tax. */
export const bookingLine = (price: number, taxRateBp: number) =>
  lineRow({ quantity: 1, unitPrice: price, discountBp: 0, taxRateBp, taxExemption: '' });

/** What the deposit comes to, in minor units: the plan's first instalment of the quote's total. */
export function bookingDeposit(type: ConfirmTerms, taxRateBp: number): number {
  if (!asksDeposit(type)) return 0;
  const { total } = documentTotals([bookingLine(type.price, taxRateBp)]);
  return planInstalments(total, depositPlan(type.depositBp), { issuedAt: 0 })[0]?.amount ?? 0;
}
