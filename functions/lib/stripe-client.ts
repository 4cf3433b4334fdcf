// One Stripe client per Lambda instance, as for the database pool, for billing and card payments
// alike; retried and timed to end well within a handler's 20 seconds. It speaks the API version
// of the installed package.
import Stripe from 'stripe';

let client: { key: string; stripe: Stripe } | undefined;

export function stripeClient(key: string): Stripe {
  if (client?.key !== key) client = { key, stripe: new Stripe(key, { maxNetworkRetries: 2, timeout: 5000 }) };
  return client.stripe;
}

/** The id of an object Stripe may send expanded or as its id. */
export const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/** Checkout's own languages: it has no Catalan, so a Catalan reader gets the browser's. */
export const checkoutLocale = (locale: string): Stripe.Checkout.SessionCreateParams.Locale =>
  locale === 'ca' ? 'auto' : (locale as Stripe.Checkout.SessionCreateParams.Locale);
