// Stripe's webhook signatures, checked (and, by the local stand-in, made) with the stripe
// library itself: the webhook has one path whoever signed the event.
import Stripe from 'stripe';
import { HttpError } from '../http';

/** The event in `rawBody`, the exact bytes received; a bad or missing signature is a 400. */
export function verifiedEvent(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new HttpError(400, 'invalid_input', 'Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new HttpError(400, 'invalid_input', 'Invalid webhook signature');
    throw error;
  }
}

/** The Stripe-Signature header of `payload`, as Stripe would send it. */
export const signPayload = (payload: string, secret: string): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
