// Billing through Stripe: Checkout in setup mode for the card, one subscription per studio to
// the metered prices (looked up by the meters' event names), and the day's use as meter events.
import type { Billing } from './billing-types';
import { requiredEnv } from '../env';
import { checkoutLocale, idOf, stripeClient } from '../stripe-client';
import { verifiedEvent } from '../stripe-signature';
import {
  chargedMeters,
  meterEventIdentifier,
  meterEventName,
  meterEventTimestamp,
  meterEventValue,
} from './stripe-meter-events';

export function stripeBilling(secretKey: string): Billing {
  const stripe = stripeClient(secretKey);
  return {
    async startCardSetup(request) {
      // The key makes a repeated first click (within Stripe's 24 hours) return the same customer.
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create(
            {
              email: request.email,
              preferred_locales: [request.locale],
              metadata: { account_id: request.accountId },
            },
            { idempotencyKey: `customer-${request.accountId}` },
          )
        ).id;
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customerId,
        currency: request.currency.toLowerCase(),
        client_reference_id: request.accountId,
        locale: checkoutLocale(request.locale),
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, customerId };
    },

    async completeCardSetup(session, studio) {
      const customerId = idOf(session.customer);
      const intentId = idOf(session.setup_intent);
      if (!customerId || !intentId) throw new Error(`Checkout session ${session.id} has no customer or setup intent`);
      const intent = await stripe.setupIntents.retrieve(intentId, { expand: ['payment_method'] });
      const method = intent.payment_method;
      if (!method || typeof method === 'string') throw new Error(`Setup intent ${intentId} saved no payment method`);
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
      let subscriptionId = studio.subscriptionId;
      if (!subscriptionId) {
        const prices = await stripe.prices.list({ lookup_keys: chargedMeters.map(meterEventName), active: true });
        if (prices.data.length !== chargedMeters.length)
          throw new Error(`Stripe has ${prices.data.length} of the ${chargedMeters.length} metered prices`);
        // Calendar months, as monthLines counts them; the key keeps a retried event to one subscription.
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            currency: studio.currency.toLowerCase(),
            items: prices.data.map((price) => ({ price: price.id })),
            billing_cycle_anchor_config: { day_of_month: 1 },
            proration_behavior: 'none',
            default_payment_method: method.id,
          },
          { idempotencyKey: `subscription-${session.id}` },
        );
        subscriptionId = subscription.id;
      }
      const card = method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
      return { card, subscriptionId };
    },

    async reportUse(events) {
      for (const event of events) {
        const value = meterEventValue(event.meter, event.day, event.quantity);
        if (value <= 0) continue;
        await stripe.billing.meterEvents.create({
          event_name: meterEventName(event.meter),
          identifier: meterEventIdentifier(event.customerId, event.day, event.meter),
          timestamp: meterEventTimestamp(event.day),
          payload: { stripe_customer_id: event.customerId, value: String(value) },
        });
      }
    },

    readEvent: (rawBody, signature) => verifiedEvent(rawBody, signature, requiredEnv('STRIPE_WEBHOOK_SECRET')),
  };
}
