// The local stand-in for Stripe Connect (the local platform, the tests). Its accounts, checkouts
// and payments live in Postgres's `local` schema (local/card-payments/schema.sql), its onboarding
// and payment pages are the local platform's (local/card-payments/pages.ts), and its events are
// signed with the stripe library under LOCAL_CONNECT_WEBHOOK_SECRET and posted to the real
// webhook, which reads each payment's state back from here as it would from Stripe.
import type Stripe from 'stripe';
import type { CardPayments, ProviderPayment } from './card-payments-types';
import { getSql } from '../db';
import { requiredEnv } from '../env';
import { HttpError } from '../http';
import { refuseBelowMinimum, stripeMinimumCharge } from './minimum-charge';
import { eventPayload, localId, postLocalEvent, verifiedEvent } from '../stripe-signature';

export const LOCAL_ONBOARDING_PATH = '/local/connect/onboarding';
export const LOCAL_PAYMENT_PATH = '/local/card-payments/checkout';
export const CONNECT_WEBHOOK_PATH = '/api/card-payments/webhook';

const webhookSecret = () => requiredEnv('LOCAL_CONNECT_WEBHOOK_SECRET');

/** A payment as the stand-in keeps it (local.card_payment_intents). */
export type LocalIntent = {
  id: string;
  connectedAccountId: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded';
  amountRefunded: number;
  dispute: 'needs_response' | 'won' | 'lost' | null;
  metadata: Record<string, string>;
  created: number;
  customer: string | null;
  paymentMethod: string | null;
  setupFutureUsage: 'off_session' | null;
};

export const readLocalIntent = async (id: string): Promise<LocalIntent | undefined> =>
  (
    await getSql()<LocalIntent[]>`
      select id, connected_account_id as "connectedAccountId", amount::float8 as amount, currency, status,
             amount_refunded::float8 as "amountRefunded", dispute, metadata, created::float8 as created, customer,
             payment_method as "paymentMethod", setup_future_usage as "setupFutureUsage"
      from local.card_payment_intents where id = ${id}`
  )[0];

/** The PaymentIntent as Stripe would send it in an event. */
export const intentObject = (intent: LocalIntent) => ({
  id: intent.id,
  object: 'payment_intent',
  amount: intent.amount,
  currency: intent.currency.toLowerCase(),
  status: intent.status,
  metadata: intent.metadata,
  created: Math.floor(intent.created / 1000),
  customer: intent.customer,
  payment_method: intent.paymentMethod,
  setup_future_usage: intent.setupFutureUsage,
});

/** A charge of the intent, as Stripe would send it in an event. */
export const chargeObject = (intent: LocalIntent) => ({
  id: `ch_${intent.id.slice(3)}`,
  object: 'charge',
  payment_intent: intent.id,
  amount: intent.amount,
  amount_refunded: intent.amountRefunded,
  refunded: intent.amountRefunded === intent.amount,
  disputed: intent.dispute !== null,
});

/** A dispute of the intent's charge, as Stripe would send it in an event. */
export const disputeObject = (intent: LocalIntent) => ({
  id: `dp_${intent.id.slice(3)}`,
  object: 'dispute',
  payment_intent: intent.id,
  charge: `ch_${intent.id.slice(3)}`,
  amount: intent.amount,
  status: intent.dispute,
});

/**
 * Tells the webhook what happened to a payment, as Stripe's events do: the success (and, for the
 * disputed test card, the dispute), or the decline.
 */
export async function deliverOutcome(intent: LocalIntent): Promise<void> {
  const account = intent.connectedAccountId;
  if (intent.status !== 'succeeded') {
    await deliverConnectEvent('payment_intent.payment_failed', intentObject(intent), account);
    return;
  }
  await deliverConnectEvent('payment_intent.succeeded', intentObject(intent), account);
  await deliverConnectEvent('charge.succeeded', chargeObject(intent), account);
  if (intent.dispute) await deliverConnectEvent('charge.dispute.created', disputeObject(intent), account);
}

/** Posts a Connect event from the studio's account to the webhook, as Stripe would; throws unless applied. */
export const deliverConnectEvent = (type: Stripe.Event.Type, object: object, connectedAccountId: string) =>
  postLocalEvent(CONNECT_WEBHOOK_PATH, webhookSecret(), eventPayload(type, object, connectedAccountId));

const statusOf = { requires_payment_method: 'failed', processing: 'pending', succeeded: 'succeeded' } as const;
const disputeOf = { needs_response: 'open', won: 'won', lost: 'lost' } as const;

function pageUrl(path: string, params: Record<string, string>): string {
  const url = new URL(path, requiredEnv('SITE_URL'));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

export const localCardPayments: CardPayments = {
  async startOnboarding(request) {
    const connectedAccountId = request.connectedAccountId ?? localId('acct');
    await getSql()`
      insert into local.connect_accounts (id, account_id) values (${connectedAccountId}, ${request.accountId})
      on conflict (id) do nothing`;
    return {
      connectedAccountId,
      url: pageUrl(LOCAL_ONBOARDING_PATH, {
        account: connectedAccountId,
        return: request.returnUrl,
        lng: request.locale,
      }),
    };
  },

  async readAccount(connectedAccountId) {
    const [account] = await getSql()<{ chargesEnabled: boolean; detailsSubmitted: boolean }[]>`
      select charges_enabled as "chargesEnabled", details_submitted as "detailsSubmitted"
      from local.connect_accounts where id = ${connectedAccountId}`;
    if (!account) throw new Error(`The stand-in has no connected account ${connectedAccountId}`);
    return { id: connectedAccountId, ...account };
  },

  minimumCharge: stripeMinimumCharge,

  // As Stripe: no page for less than the currency's minimum.
  async startCheckout(request) {
    refuseBelowMinimum(request.amount, request.currency, stripeMinimumCharge(request.currency));
    const id = localId('cs');
    await getSql()`
      insert into local.card_checkouts
        (id, connected_account_id, amount, currency, description, metadata, return_url, save_card)
      values (${id}, ${request.connectedAccountId}, ${request.amount}, ${request.currency}, ${request.description},
              ${getSql().json(request.metadata)}, ${request.returnUrl}, ${request.saveCard})`;
    return { id, url: pageUrl(LOCAL_PAYMENT_PATH, { session: id, lng: request.locale }) };
  },

  async readPayment(connectedAccountId, paymentId): Promise<ProviderPayment | undefined> {
    const intent = await readLocalIntent(paymentId);
    if (intent?.connectedAccountId !== connectedAccountId) return undefined;
    return {
      id: intent.id,
      status: statusOf[intent.status],
      amount: intent.amount,
      currency: intent.currency,
      amountRefunded: intent.amountRefunded,
      dispute: intent.dispute && disputeOf[intent.dispute],
      created: intent.created,
      metadata: intent.metadata,
      savedCard:
        intent.setupFutureUsage === 'off_session' && intent.customer && intent.paymentMethod
          ? { customer: intent.customer, paymentMethod: intent.paymentMethod }
          : null,
    };
  },

  // As Stripe: a new intent confirmed at once with the saved card, one per idempotency key. Whether
  // the bank accepts is the card's (local.card_payment_methods, set from Stripe's test numbers).
  async chargeSavedCard(charge) {
    const { connectedAccountId, card } = charge;
    const [method] = await getSql()<{ code: string | null; declineCode: string | null }[]>`
      select code, decline_code as "declineCode" from local.card_payment_methods
      where id = ${card.paymentMethod} and customer = ${card.customer} and connected_account_id = ${connectedAccountId}`;
    if (!method) throw new Error(`The stand-in has no saved card ${card.paymentMethod}`);
    const intentId = await getSql().begin(async (tx) => {
      const [fresh] = await tx<{ id: string }[]>`
        insert into local.card_charges (key, payment_intent_id) values (${charge.idempotencyKey}, ${localId('pi')})
        on conflict (key) do nothing returning payment_intent_id as id`;
      if (!fresh) {
        const [known] = await tx<{ id: string }[]>`
          select payment_intent_id as id from local.card_charges where key = ${charge.idempotencyKey}`;
        return known!.id;
      }
      await tx`
        insert into local.card_payment_intents
          (id, connected_account_id, amount, currency, status, metadata, created, customer, payment_method)
        values (${fresh.id}, ${connectedAccountId}, ${charge.amount}, ${charge.currency},
                ${method.code ? 'requires_payment_method' : 'succeeded'}, ${tx.json(charge.metadata)}, ${Date.now()},
                ${card.customer}, ${card.paymentMethod})`;
      return fresh.id;
    });
    const intent = (await readLocalIntent(intentId))!;
    await deliverOutcome(intent);
    return method.code
      ? { outcome: 'declined', code: method.code, declineCode: method.declineCode }
      : { outcome: 'charged' };
  },

  // As Stripe: refused beyond what is left, once per key, then `charge.refunded` to the webhook.
  async refund(connectedAccountId, paymentId, amount, key) {
    const refunded = await getSql().begin(async (tx) => {
      const [intent] = await tx<{ left: number }[]>`
        select (amount - amount_refunded)::float8 as left from local.card_payment_intents
        where id = ${paymentId} and connected_account_id = ${connectedAccountId} and status = 'succeeded'
        for update`;
      if (!intent) throw new HttpError(502, 'refund_failed', 'The stand-in has no such charge');
      const [fresh] = await tx`
        insert into local.card_refunds (key, payment_intent_id, amount) values (${key}, ${paymentId}, ${amount})
        on conflict (key) do nothing returning key`;
      if (!fresh) return false;
      if (amount > intent.left) throw new HttpError(502, 'refund_failed', 'The refund exceeds the charge');
      await tx`update local.card_payment_intents set amount_refunded = amount_refunded + ${amount} where id = ${paymentId}`;
      return true;
    });
    const intent = await readLocalIntent(paymentId);
    if (refunded && intent) await deliverConnectEvent('charge.refunded', chargeObject(intent), connectedAccountId);
  },

  readEvent: (rawBody, signature) => verifiedEvent(rawBody, signature, webhookSecret()),
};
