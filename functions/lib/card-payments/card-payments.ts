// Card payments behind one interface (docs/decisions/card-payments-through-the-studios-stripe.md):
// Stripe Connect when STRIPE_SECRET_KEY is set; without it, on the local platform and in the
// tests, a local stand-in that signs its own Connect events. A deployed stage without its Stripe
// secret answers card_payments_unavailable rather than ever falling back to the stand-in.
import { localCardPayments } from './card-payments-local';
import { stripeCardPayments } from './card-payments-stripe';
import type { CardPayments } from './card-payments-types';
import { HttpError } from '../http';

export function cardPayments(): CardPayments {
  const stripeKey = process.env.STRIPE_SECRET_KEY;
  if (stripeKey) return stripeCardPayments(stripeKey);
  if (process.env.LOCAL_CONNECT_WEBHOOK_SECRET) return localCardPayments;
  throw new HttpError(503, 'card_payments_unavailable', 'Card payments are not set up on this server');
}
