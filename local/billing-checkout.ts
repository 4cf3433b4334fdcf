// The page that stands in for Stripe Checkout (setup mode) on the local platform: the owner
// types a test card number, and the page sends billing's webhook a signed
// `checkout.session.completed` (functions/lib/billing/billing-local.ts), then returns to the app, as
// Stripe would. Nothing is charged; the card's brand and last four digits are all it keeps.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deliverLocalEvent, LOCAL_CHECKOUT_PATH } from '../functions/lib/billing/billing-local';
import { localId } from '../functions/lib/stripe-signature';
import { escapeHtml, htmlDocument } from './mail/html';
import { asLanguage, languageOfRequest, translate, type Language, type StringKey } from './mail/local-strings';
import { checkoutHeaders as headers, checkoutStyle as style, readForm } from './checkout-page';
import { brandOf, cardDigits, declinedCards, type CardError } from './test-cards';

/** Signs the stand-in's webhook events (LOCAL_BILLING_WEBHOOK_SECRET); a fixed value, as the data is local. */
export const LOCAL_BILLING_WEBHOOK_SECRET = 'whsec_local_billing_for_development_only';

const SESSION = /^cs_local_[0-9a-f]+$/;
const CUSTOMER = /^cus_local_[0-9a-f]+$/;

type Checkout = { session: string; customer: string; returnUrl: string };

/** The checkout's parameters, when they are the stand-in's own and it returns to the app's origin. */
function checkoutOf(params: URLSearchParams, origin: string): Checkout | undefined {
  const session = params.get('session') ?? '';
  const customer = params.get('customer') ?? '';
  const returnUrl = params.get('return') ?? '';
  if (!SESSION.test(session) || !CUSTOMER.test(customer) || !URL.canParse(returnUrl)) return undefined;
  if (new URL(returnUrl).origin !== origin) return undefined;
  return { session, customer, returnUrl };
}

function page(
  lng: Language,
  checkout: Checkout,
  options: { number?: string; error?: string; cardError?: CardError } = {},
): string {
  const t = (key: StringKey, values: Record<string, string> = {}) => escapeHtml(translate(lng, key, values));
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `<h1>${t('billing.title')}</h1>
<p class="notice">${t('billing.notice')}</p>
<form method="post" action="${LOCAL_CHECKOUT_PATH}">
${hidden('session', checkout.session)}
${hidden('customer', checkout.customer)}
${hidden('return', checkout.returnUrl)}
${hidden('lng', lng)}
<label for="number">${t('billing.cardLabel')}</label>
<input id="number" name="number" type="text" inputmode="numeric" autocomplete="off" required value="${escapeHtml(
    options.number ?? '4242 4242 4242 4242',
  )}"${options.error ? ' aria-invalid="true" aria-describedby="number-error"' : ''}>
${options.error ? `<p id="number-error" class="error" role="alert"${cardErrorData(options.cardError)}>${escapeHtml(options.error)}</p>` : ''}
<div class="actions">
<button type="submit">${t('billing.submit')}</button>
<a href="${escapeHtml(checkout.returnUrl)}">${t('billing.cancel')}</a>
</div>
</form>`;
  return htmlDocument({ lang: lng, title: translate(lng, 'billing.title'), body, style });
}

/** Stripe's error code on the message, as its Checkout keeps it, for whoever reads the page. */
const cardErrorData = (error: CardError | undefined): string =>
  error ? ` data-code="${error.code}" data-decline-code="${escapeHtml(error.declineCode)}"` : '';

/** Serves GET and POST of the checkout page; false when the path is not its own. */
export async function handleLocalCheckout(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname !== LOCAL_CHECKOUT_PATH) return false;
  const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
  const checkout = form && checkoutOf(form, origin);
  if (!form || !checkout || (req.method !== 'GET' && req.method !== 'POST')) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Not a checkout of this server');
    return true;
  }
  const lng = asLanguage(form.get('lng')) ?? languageOfRequest(req, url);
  if (req.method === 'GET') {
    res.writeHead(200, headers).end(page(lng, checkout));
    return true;
  }
  const number = form.get('number') ?? '';
  const digits = cardDigits(number);
  if (!digits) {
    res.writeHead(400, headers).end(page(lng, checkout, { number, error: translate(lng, 'billing.invalidCard') }));
    return true;
  }
  const cardError = declinedCards[digits];
  if (cardError) {
    // As Stripe: a 402 card error, the card not saved and no event sent; the owner may try another.
    res
      .writeHead(402, headers)
      .end(page(lng, checkout, { number, error: translate(lng, 'billing.declined'), cardError }));
    return true;
  }
  try {
    await deliverLocalEvent('checkout.session.completed', {
      id: checkout.session,
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      customer: checkout.customer,
      setup_intent: localId('seti'),
      metadata: { card_brand: brandOf(digits), card_last4: digits.slice(-4) },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    res
      .writeHead(502, headers)
      .end(page(lng, checkout, { number, error: translate(lng, 'billing.failed', { reason }) }));
    return true;
  }
  res.writeHead(303, { location: checkout.returnUrl, 'cache-control': 'no-store' }).end();
  return true;
}
