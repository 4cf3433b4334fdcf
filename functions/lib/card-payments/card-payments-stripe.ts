// Card payments through Stripe Connect: each studio connects a Standard account of its own
// (onboarding by Account Links), and its clients pay on Checkout as direct charges on that
// account, the platform taking PLATFORM_FEE_BP as an application fee.
import Stripe from 'stripe';
import type { CardPayments, ProviderPayment, ProviderPaymentStatus, SavedCard } from './card-payments-types';
import { refuseBelowMinimum, stripeMinimumCharge } from './minimum-charge';
import { platformFee } from './platform-fee';
import { requiredEnv } from '../env';
import { checkoutLocale, idOf, stripeClient } from '../stripe-client';
import { verifiedEvent } from '../stripe-signature';

const statusOf: Record<Stripe.PaymentIntent.Status, ProviderPaymentStatus> = {
  succeeded: 'succeeded',
  processing: 'pending',
  requires_action: 'pending',
  requires_confirmation: 'pending',
  requires_capture: 'pending',
  // Declined (the client may try another card on the same intent) or given up.
  requires_payment_method: 'failed',
  canceled: 'failed',
};

/** A closed dispute the studio kept the money of counts as won. */
function disputeOf(dispute: Stripe.Dispute | undefined): ProviderPayment['dispute'] {
  if (!dispute) return null;
  if (dispute.status === 'lost') return 'lost';
  if (dispute.status === 'won' || dispute.status === 'warning_closed' || dispute.status === 'prevented') return 'won';
  return 'open';
}

/** The card Checkout kept for off-session use with the client's consent (`setup_future_usage`). */
function savedCardOf(intent: Stripe.PaymentIntent): SavedCard | null {
  const customer = idOf(intent.customer);
  const paymentMethod = idOf(intent.payment_method);
  if (intent.setup_future_usage !== 'off_session' || !customer || !paymentMethod) return null;
  return { customer, paymentMethod };
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'resource_missing';

export function stripeCardPayments(secretKey: string): CardPayments {
  const stripe = stripeClient(secretKey);
  return {
    async startOnboarding(request) {
      // The key makes a repeated first click (within Stripe's 24 hours) return the same account.
      const connectedAccountId =
        request.connectedAccountId ??
        (
          await stripe.accounts.create(
            {
              type: 'standard',
              email: request.email,
              ...(request.country ? { country: request.country } : {}),
              metadata: { account_id: request.accountId },
            },
            { idempotencyKey: `connect-${request.accountId}` },
          )
        ).id;
      const link = await stripe.accountLinks.create({
        account: connectedAccountId,
        type: 'account_onboarding',
        return_url: request.returnUrl,
        refresh_url: request.refreshUrl,
      });
      return { connectedAccountId, url: link.url };
    },

    async readAccount(connectedAccountId) {
      const account = await stripe.accounts.retrieve(connectedAccountId);
      return {
        id: account.id,
        chargesEnabled: account.charges_enabled,
        detailsSubmitted: account.details_submitted,
      };
    },

    minimumCharge: stripeMinimumCharge,

    async startCheckout(request) {
      refuseBelowMinimum(request.amount, request.currency, stripeMinimumCharge(request.currency));
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.email || undefined,
          ...(request.saveCard ? { customer_creation: 'always' as const } : {}),
          payment_intent_data: {
            application_fee_amount: platformFee(request.amount) || undefined,
            description: request.description,
            metadata: request.metadata,
            ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          metadata: request.metadata,
          locale: checkoutLocale(request.locale),
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
        },
        { stripeAccount: request.connectedAccountId },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async readPayment(connectedAccountId, paymentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(
          paymentId,
          { expand: ['latest_charge'] },
          { stripeAccount: connectedAccountId },
        );
        const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        const disputes = charge?.disputed
          ? await stripe.disputes.list({ payment_intent: intent.id, limit: 1 }, { stripeAccount: connectedAccountId })
          : undefined;
        return {
          id: intent.id,
          // A status newer than this package knows is not a confirmed payment yet.
          status: statusOf[intent.status] ?? 'pending',
          amount: intent.amount,
          currency: intent.currency.toUpperCase(),
          amountRefunded: charge?.amount_refunded ?? 0,
          dispute: disputeOf(disputes?.data[0]),
          created: intent.created * 1000,
          metadata: intent.metadata,
          savedCard: savedCardOf(intent),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async chargeSavedCard(charge) {
      try {
        await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            customer: charge.card.customer,
            payment_method: charge.card.paymentMethod,
            off_session: true,
            confirm: true,
            application_fee_amount: platformFee(charge.amount) || undefined,
            description: charge.description,
            metadata: charge.metadata,
          },
          { stripeAccount: charge.connectedAccountId, idempotencyKey: charge.idempotencyKey },
        );
        return { outcome: 'charged' };
      } catch (error) {
        // A decline, or a bank asking for the client (3-D Secure) who is not there
        // (`authentication_required`): a card error. The intent is left waiting for a card.
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            outcome: 'declined',
            code: error.code ?? 'card_declined',
            declineCode: error.decline_code ?? null,
          };
        throw error;
      }
    },

    async refund(connectedAccountId, paymentId, amount, key) {
      await stripe.refunds.create(
        { payment_intent: paymentId, amount, refund_application_fee: true },
        { stripeAccount: connectedAccountId, idempotencyKey: key },
      );
    },

    readEvent: (rawBody, signature) => verifiedEvent(rawBody, signature, requiredEnv('STRIPE_CONNECT_WEBHOOK_SECRET')),
  };
}
