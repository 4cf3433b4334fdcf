// Stripe's webhook signatures, checked (and, by the local stand-ins, made) with the stripe
// library itself: each webhook has one path whoever signed the event. Billing's events and the
// studios' Connect events are signed with secrets of their own.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { requiredEnv } from './env';
import { HttpError } from './http';

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

/** An id shaped like Stripe's, marked as the stand-ins' own. */
export const localId = (prefix: string): string => `${prefix}_local_${randomBytes(9).toString('hex')}`;

/** An event as Stripe sends it; `account` names the connected account a Connect event is from. */
export const eventPayload = (type: Stripe.Event.Type, object: object, account?: string): string =>
  JSON.stringify({
    id: localId('evt'),
    object: 'event',
    ...(account ? { account } : {}),
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

/** Posts a stand-in's event, signed with `secret`, to the webhook at `path`; throws unless applied. */
export async function postLocalEvent(path: string, secret: string, payload: string): Promise<void> {
  const response = await fetch(new URL(path, requiredEnv('SITE_URL')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, secret) },
    body: payload,
  });
  if (!response.ok) throw new Error(`The webhook ${path} answered ${response.status}`);
}
