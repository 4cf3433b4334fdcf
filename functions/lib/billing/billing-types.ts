// What billing does, whichever provider does it (billing.ts picks one): apart, so the providers
// and the function that picks them do not import each other.
import type Stripe from 'stripe';
import type { BillingCurrency, Meter } from '@core/domain/usage';
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
