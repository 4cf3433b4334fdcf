// The local stand-in for Stripe (the local platform, the tests): its "Checkout" is a page of the
// local platform (local/billing-checkout.ts), its events are signed with the stripe library
// under LOCAL_BILLING_WEBHOOK_SECRET and posted to the real webhook, and its invoices are made
// from usage_days when a month ends (billing-local-invoice.ts), so every state change takes
// production's path.
import type Stripe from 'stripe';
import type { Billing } from './billing-types';
import { requiredEnv } from '../env';
import { eventPayload, localId, postLocalEvent, verifiedEvent } from '../stripe-signature';

export const LOCAL_CHECKOUT_PATH = '/local/billing/checkout';

const webhookSecret = () => requiredEnv('LOCAL_BILLING_WEBHOOK_SECRET');

export const localBilling: Billing = {
  async startCardSetup(request) {
    const customerId = request.customerId ?? localId('cus');
    const url = new URL(LOCAL_CHECKOUT_PATH, requiredEnv('SITE_URL'));
    url.searchParams.set('session', localId('cs'));
    url.searchParams.set('customer', customerId);
    url.searchParams.set('return', request.returnUrl);
    return { url: url.toString(), customerId };
  },

  // The stand-in has no API to ask for the setup intent: its checkout page puts the test card in
  // the session's metadata instead.
  async completeCardSetup(session, studio) {
    const brand = session.metadata?.card_brand;
    const last4 = session.metadata?.card_last4;
    return {
      card: brand && last4 ? { brand, last4 } : null,
      subscriptionId: studio.subscriptionId ?? localId('sub'),
    };
  },

  // Nothing to send: the stand-in invoices a month from usage_days, where the use already is.
  async reportUse() {},

  readEvent: (rawBody, signature) => verifiedEvent(rawBody, signature, webhookSecret()),
};

/** Posts `object` as a signed event of `type` to the webhook, as Stripe would; throws unless applied. */
export const deliverLocalEvent = (type: Stripe.Event.Type, object: object): Promise<void> =>
  postLocalEvent('/api/billing/webhook', webhookSecret(), eventPayload(type, object));
