// POST /api/card-payments/webhook: the Connect events of the studios' own Stripe accounts (or the
// local stand-in's), trusted only once their signature checks out on the exact bytes received: a
// bad one is a 400 and changes nothing. Anything verified is answered 200, applied or not, so
// Stripe stops resending it.
import { cardPayments } from '../lib/card-payments/card-payments';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { header, json, rawBody } from '../lib/http';
import { applyCardEvent } from './apply-card-event';

export const handler = defineHandler(async (event) => {
  const received = cardPayments().readEvent(rawBody(event), header(event, 'stripe-signature'));
  const outcome = await applyCardEvent(getSql(), received);
  return json(200, { received: true, outcome });
});
