// POST /api/accounts/{id}/invoices/{invoiceId}/refunds {paymentId, amount?}: a manager gives back
// all of a card payment of the invoice, or part of it (amount, in minor units). The refund goes
// through the provider, and the payment is recorded as refunded only once the provider confirms
// (the Connect webhook): the answer is 202 {status: 'requested'}. The key sent with it makes a
// repeated click refund once.
import Stripe from 'stripe';
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { paymentAmount } from '@core/domain/amount-fields';
import { needs } from '@core/domain/roles';
import { cardPayments } from '../lib/card-payments/card-payments';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

const refundRequest = z.strictObject({ paymentId: entityId, amount: z.optional(paymentAmount) });

type Payment = { providerPaymentId: string | null; left: number; connectedAccountId: string | null };

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const invoiceId = parseInput(event.pathParameters?.invoiceId, entityId);
  const { paymentId, amount } = parseJsonBody(event, refundRequest);
  const [payment] = await sql<Payment[]>`
    select p.provider_payment_id as "providerPaymentId", (p.amount - p.amount_refunded)::float8 as left,
           a.stripe_account_id as "connectedAccountId"
    from payments p left join payment_accounts a on a.account_id = p.account_id
    where p.id = ${paymentId} and p.invoice_id = ${invoiceId} and p.account_id = ${accountId}
      and p.status in ('completed', 'refunded')`;
  if (!payment?.providerPaymentId || !payment.connectedAccountId)
    throw new HttpError(404, 'not_found', 'No card payment of this invoice has that id');
  const refund = amount ?? payment.left;
  if (refund <= 0 || refund > payment.left)
    throw new HttpError(409, 'refund_too_large', 'That is more than is left to refund of this payment', {
      left: payment.left,
    });
  try {
    // What is left names the state the click saw: the same click twice is one refund.
    const key = `refund-${paymentId}-${payment.left}-${refund}`;
    await cardPayments().refund(payment.connectedAccountId, payment.providerPaymentId, refund, key);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new HttpError(502, 'refund_failed', `The provider refused the refund: ${error.message}`);
    throw error;
  }
  return json(202, { status: 'requested', amount: refund });
});
