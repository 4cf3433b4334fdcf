// POST /api/billing/webhook: billing's events (Stripe's, or the local stand-in's), trusted only
// once their signature checks out on the exact bytes received: a bad one is a 400 and changes
// nothing. Anything verified is answered 200, applied or not, so Stripe stops resending it.
import { billing } from '../lib/billing/billing';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { header, json, rawBody } from '../lib/http';
import { applyBillingEvent } from './apply-billing-event';

export const handler = defineHandler(async (event) => {
  const received = billing().readEvent(rawBody(event), header(event, 'stripe-signature'));
  const outcome = await applyBillingEvent(getSql(), received);
  return json(200, { received: true, outcome });
});
