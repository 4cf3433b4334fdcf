// The pages that stand in for Stripe Connect on the local platform: the studio's account setup
// (it completes the connection) and the card payment page clients reach from an invoice. The
// payment page honours Stripe's test cards: a decline answers its message, keeps the payment
// unpaid and lets the client try another card; a success sends the webhook Stripe's events.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type postgres from 'postgres';
import { fractionDigits } from '@core/domain/money-format';
import {
  deliverConnectEvent,
  deliverOutcome,
  LOCAL_ONBOARDING_PATH,
  LOCAL_PAYMENT_PATH,
  readLocalIntent,
  type LocalIntent,
} from '../../functions/lib/card-payments/card-payments-local';
import { localId } from '../../functions/lib/stripe-signature';
import { escapeHtml, htmlDocument } from '../mail/html';
import { asLanguage, languageOfRequest, translate, type Language, type StringKey } from '../mail/local-strings';
import { checkoutHeaders as headers, checkoutStyle as style, readForm } from '../checkout-page';
import { cardDigits, declinedCards, DISPUTED_CARD } from '../test-cards';

/** Signs the stand-in's Connect events (LOCAL_CONNECT_WEBHOOK_SECRET); a fixed value, as the data is local. */
export const LOCAL_CONNECT_WEBHOOK_SECRET = 'whsec_local_connect_for_development_only';

const ACCOUNT = /^acct_local_[0-9a-f]+$/;
const SESSION = /^cs_local_[0-9a-f]+$/;

type Checkout = {
  id: string;
  connectedAccountId: string;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  returnUrl: string;
  /** The studio lets the client keep the card for the invoice's next payments. */
  saveCard: boolean;
  paymentIntentId: string | null;
};

const money = (lng: Language, amount: number, currency: string) =>
  new Intl.NumberFormat(lng, { style: 'currency', currency }).format(amount / 10 ** fractionDigits(currency));

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function onboardingPage(lng: Language, account: string, returnUrl: string): string {
  const t = (key: StringKey) => escapeHtml(translate(lng, key));
  const body = `<h1>${t('cardPayments.onboardingTitle')}</h1>
<p class="notice">${t('cardPayments.onboardingNotice')}</p>
<form method="post" action="${LOCAL_ONBOARDING_PATH}">
${hidden('account', account)}
${hidden('return', returnUrl)}
<div class="actions">
<button type="submit">${t('cardPayments.onboardingSubmit')}</button>
<a href="${escapeHtml(returnUrl)}">${t('cardPayments.cancel')}</a>
</div>
</form>`;
  return htmlDocument({ lang: lng, title: translate(lng, 'cardPayments.onboardingTitle'), body, style });
}

function paymentPage(
  lng: Language,
  checkout: Checkout,
  options: { number?: string; save?: boolean; error?: string; declineCode?: string } = {},
): string {
  const amount = money(lng, checkout.amount, checkout.currency);
  const t = (key: StringKey, values: Record<string, string> = {}) => escapeHtml(translate(lng, key, values));
  const title = translate(lng, 'cardPayments.payTitle', { description: checkout.description });
  const error = options.error
    ? `<p id="number-error" class="error" role="alert"${
        options.declineCode ? ` data-decline-code="${escapeHtml(options.declineCode)}"` : ''
      }>${escapeHtml(options.error)}</p>`
    : '';
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="notice">${t('cardPayments.payNotice')}</p>
<p>${t('cardPayments.amount', { amount })}</p>
<form method="post" action="${LOCAL_PAYMENT_PATH}">
${hidden('session', checkout.id)}
${hidden('lng', lng)}
<label for="number">${t('cardPayments.cardLabel')}</label>
<input id="number" name="number" type="text" inputmode="numeric" autocomplete="off" required value="${escapeHtml(
    options.number ?? '4242 4242 4242 4242',
  )}"${options.error ? ' aria-invalid="true" aria-describedby="number-error"' : ''}>
${error}
${
  checkout.saveCard
    ? `<label><input type="checkbox" name="save"${options.save ? ' checked' : ''}> ${t('cardPayments.saveCard')}</label>`
    : ''
}
<div class="actions">
<button type="submit">${t('cardPayments.submit', { amount })}</button>
<a href="${escapeHtml(checkout.returnUrl)}">${t('cardPayments.cancel')}</a>
</div>
</form>`;
  return htmlDocument({ lang: lng, title, body, style });
}

const message = (lng: Language, key: StringKey) =>
  htmlDocument({ lang: lng, title: translate(lng, key), body: `<p>${escapeHtml(translate(lng, key))}</p>`, style });

/** Serves the stand-in's pages; `handle` answers false when the path is not theirs. */
export async function createLocalCardPayments(sql: postgres.Sql) {
  await sql.unsafe(await readFile(new URL('./schema.sql', import.meta.url), 'utf8'));

  const readCheckout = async (id: string) =>
    (
      await sql<Checkout[]>`
        select id, connected_account_id as "connectedAccountId", amount::float8 as amount, currency, description,
               metadata, return_url as "returnUrl", save_card as "saveCard", payment_intent_id as "paymentIntentId"
        from local.card_checkouts where id = ${id}`
    )[0];

  async function onboarding(req: IncomingMessage, res: ServerResponse, url: URL, origin: string) {
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const account = form?.get('account') ?? '';
    const returnUrl = form?.get('return') ?? '';
    if (!ACCOUNT.test(account) || !URL.canParse(returnUrl) || new URL(returnUrl).origin !== origin) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Not an account of this server');
      return;
    }
    const lng = asLanguage(form?.get('lng')) ?? languageOfRequest(req, url);
    if (req.method !== 'POST') return void res.writeHead(200, headers).end(onboardingPage(lng, account, returnUrl));
    const [updated] = await sql`
      update local.connect_accounts set charges_enabled = true, details_submitted = true where id = ${account}
      returning id`;
    if (!updated) return void res.writeHead(404, headers).end(message(lng, 'cardPayments.notFound'));
    await deliverConnectEvent(
      'account.updated',
      { id: account, object: 'account', charges_enabled: true, details_submitted: true },
      account,
    );
    res.writeHead(303, { location: returnUrl, 'cache-control': 'no-store' }).end();
  }

  /** Keeps the card on a new customer of the studio's account, as Checkout does with `setup_future_usage`. */
  async function saveCard(tx: postgres.TransactionSql, connectedAccountId: string) {
    const card = { id: localId('pm'), customer: localId('cus') };
    await tx`
      insert into local.card_payment_methods (id, connected_account_id, customer)
      values (${card.id}, ${connectedAccountId}, ${card.customer})`;
    return card;
  }

  /** The checkout's one intent, made by the first card typed. */
  async function intentOf(checkout: Checkout): Promise<LocalIntent> {
    const id = checkout.paymentIntentId ?? localId('pi');
    if (!checkout.paymentIntentId) {
      await sql.begin(async (tx) => {
        await tx`
          insert into local.card_payment_intents (id, connected_account_id, amount, currency, status, metadata, created)
          values (${id}, ${checkout.connectedAccountId}, ${checkout.amount}, ${checkout.currency},
                  'requires_payment_method', ${tx.json(checkout.metadata)}, ${Date.now()})`;
        await tx`update local.card_checkouts set payment_intent_id = ${id} where id = ${checkout.id}`;
      });
    }
    return (await readLocalIntent(id))!;
  }

  async function pay(req: IncomingMessage, res: ServerResponse, url: URL) {
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const session = form?.get('session') ?? '';
    const lng = asLanguage(form?.get('lng')) ?? languageOfRequest(req, url);
    const checkout = SESSION.test(session) ? await readCheckout(session) : undefined;
    if (!checkout) return void res.writeHead(404, headers).end(message(lng, 'cardPayments.notFound'));
    const paid = checkout.paymentIntentId && (await readLocalIntent(checkout.paymentIntentId))?.status === 'succeeded';
    if (paid) return void res.writeHead(200, headers).end(message(lng, 'cardPayments.paid'));
    if (req.method !== 'POST') return void res.writeHead(200, headers).end(paymentPage(lng, checkout));

    const number = form?.get('number') ?? '';
    // Checkout's consent to keep the card, offered only when the studio allows it.
    const save = checkout.saveCard && form?.get('save') === 'on';
    const digits = cardDigits(number);
    if (!digits) {
      const error = translate(lng, 'cardPayments.invalidCard');
      return void res.writeHead(400, headers).end(paymentPage(lng, checkout, { number, save, error }));
    }
    const intent = await intentOf(checkout);
    const declined = declinedCards[digits];
    try {
      if (declined) {
        // As Stripe: the intent waits for another card, and the webhook hears of the failure.
        await deliverOutcome(intent);
        const error = translate(lng, `cardPayments.decline.${declined.declineCode}` as StringKey);
        return void res
          .writeHead(402, headers)
          .end(paymentPage(lng, checkout, { number, save, error, declineCode: declined.declineCode }));
      }
      await sql.begin(async (tx) => {
        const card = save ? await saveCard(tx, checkout.connectedAccountId) : null;
        await tx`
          update local.card_payment_intents
          set status = 'succeeded', dispute = ${digits === DISPUTED_CARD ? 'needs_response' : null},
              customer = ${card?.customer ?? null}, payment_method = ${card?.id ?? null},
              setup_future_usage = ${card ? 'off_session' : null}
          where id = ${intent.id}`;
      });
      await deliverOutcome((await readLocalIntent(intent.id))!);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = translate(lng, 'cardPayments.failed', { reason });
      return void res.writeHead(502, headers).end(paymentPage(lng, checkout, { number, save, error: failed }));
    }
    res.writeHead(303, { location: checkout.returnUrl, 'cache-control': 'no-store' }).end();
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
      const url = new URL(req.url ?? '/', origin);
      if (req.method !== 'GET' && req.method !== 'POST') return false;
      if (url.pathname === LOCAL_ONBOARDING_PATH) await onboarding(req, res, url, origin);
      else if (url.pathname === LOCAL_PAYMENT_PATH) await pay(req, res, url);
      else return false;
      return true;
    },
  };
}
