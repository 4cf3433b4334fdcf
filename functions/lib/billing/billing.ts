// Billing behind one interface (docs/decisions/pay-per-use.md): Stripe when STRIPE_SECRET_KEY is
// set; without it, on the local platform and in the tests, a local stand-in that signs its own
// webhook events. A deployed stage without its Stripe secret answers billing_unavailable rather
// than ever falling back to the stand-in.
import type Stripe from 'stripe';
import type { BillingCurrency, Meter } from '@core/domain/usage';
import { localBilling } from './billing-local';
import { stripeBilling } from './billing-stripe';
import { HttpError } from '../http';
import type { MailLanguage } from '../mail/mail-strings';

export type CardSetupRequest = {
  accountId: string;
  /** The studio's customer, when it has one already. */
  customerId: string | null;
  email: string | undefined;
  /** Where the owner lands after adding the card, or giving up. */
  returnUrl: string;
  locale: MailLanguage;
  currency: BillingCurrency;
};

/** A studio's use of one meter on one finished UTC day, in the meter's units. */
export type UsageEvent = { customerId: string; meter: Meter; day: string; quantity: number };

export type Card = { brand: string; last4: string };

export interface Billing {
  /** A page where the owner adds a card, and the customer it is for (created when none). */
  startCardSetup(request: CardSetupRequest): Promise<{ url: string; customerId: string }>;
  /**
   * After a setup-mode checkout: the card it saved, made the customer's default, and the studio's
   * metered subscription (created when `subscriptionId` is null).
   */
  completeCardSetup(
    session: Stripe.Checkout.Session,
    studio: { subscriptionId: string | null; currency: BillingCurrency },
  ): Promise<{ card: Card | null; subscriptionId: string }>;
  /** Reports use; an event sent again for the same customer, day and meter counts once. */
  reportUse(events: readonly UsageEvent[]): Promise<void>;
  /** The webhook event in `rawBody`, once its signature is shown to be billing's; else a 400. */
  readEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

export function billing(): Billing {
  const stripeKey = process.env.STRIPE_SECRET_KEY;
  if (stripeKey) return stripeBilling(stripeKey);
  if (process.env.LOCAL_BILLING_WEBHOOK_SECRET) return localBilling;
  throw new HttpError(503, 'billing_unavailable', 'Billing is not set up on this server');
}
