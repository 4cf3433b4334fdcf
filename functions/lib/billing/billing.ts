// Billing behind one interface (docs/decisions/pay-per-use.md): Stripe when STRIPE_SECRET_KEY is
// set; without it, on the local platform and in the tests, a local stand-in that signs its own
// webhook events. A deployed stage without its Stripe secret answers billing_unavailable rather
// than ever falling back to the stand-in.
import { localBilling } from './billing-local';
import { stripeBilling } from './billing-stripe';
import type { Billing } from './billing-types';
import { HttpError } from '../http';

export function billing(): Billing {
  const stripeKey = process.env.STRIPE_SECRET_KEY;
  if (stripeKey) return stripeBilling(stripeKey);
  if (process.env.LOCAL_BILLING_WEBHOOK_SECRET) return localBilling;
  throw new HttpError(503, 'billing_unavailable', 'Billing is not set up on this server');
}
