// POST /api/public/invoices/{token}/pay {instalmentId?}: the client, by the invoice's link, asks to
// pay an instalment by card (the first one still owed, unless named) and gets the payment page of
// the studio's own Stripe account: {url}. Refused with a code, and nothing changed, when the
// invoice is cancelled, already paid, awaiting a card payment's confirmation, or the studio takes
// no cards yet; then `details.paymentInstructions` says how else to pay.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { cardPayments } from '../lib/card-payments/card-payments';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { documentLinkPath, findLinkedDocument } from '../lib/client-links';
import { studioInvoicingSettings } from '../lib/invoicing/invoicing-settings';

const payRequest = z.strictObject({ instalmentId: entityId.optional() });

type Invoice = {
  status: 'draft' | 'issued' | 'cancelled';
  paymentStatus: string;
  numberText: string | null;
  currency: string;
  language: 'en' | 'es' | 'ca';
  customerEmail: string;
  allowSavedCard: boolean;
  slug: string | null;
  connectedAccountId: string | null;
  chargesEnabled: boolean | null;
};

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const token = event.pathParameters?.token ?? '';
  const { instalmentId } = parseJsonBody(event, payRequest);
  const linked = await findLinkedDocument(sql, token);
  if (linked?.kind !== 'invoice') throw new HttpError(404, 'link_not_found', 'No invoice has this link');
  const [invoice] = await sql<Invoice[]>`
    select i.status, i.payment_status as "paymentStatus", i.number_text as "numberText", i.currency, i.language,
           i.customer_email as "customerEmail", i.allow_saved_card as "allowSavedCard", a.slug,
           p.stripe_account_id as "connectedAccountId", p.charges_enabled as "chargesEnabled"
    from invoices i join accounts a on a.id = i.account_id
      left join payment_accounts p on p.account_id = i.account_id
    where i.id = ${linked.id} and i.account_id = ${linked.accountId}`;
  if (!invoice) throw new HttpError(404, 'link_not_found', 'No invoice has this link');
  if (invoice.status === 'cancelled') throw new HttpError(409, 'invoice_cancelled', 'This invoice was cancelled');
  if (invoice.status === 'draft' || invoice.paymentStatus === 'processing')
    throw new HttpError(409, 'invoice_not_payable', 'This invoice cannot be paid online now');
  if (invoice.paymentStatus === 'paid') throw new HttpError(409, 'invoice_already_paid', 'This invoice is paid');
  if (!invoice.connectedAccountId || !invoice.chargesEnabled)
    throw new HttpError(409, 'payments_not_connected', 'This studio takes no card payments yet', {
      paymentInstructions: (await studioInvoicingSettings(sql, linked.accountId)).paymentInstructions,
    });

  const [instalment] = await sql<{ id: string; owed: number }[]>`
    select id, (amount - amount_paid)::float8 as owed from invoice_instalments
    where invoice_id = ${linked.id} and amount > amount_paid and (${instalmentId ?? null}::text is null or id = ${instalmentId ?? null})
    order by position limit 1`;
  if (!instalment) throw new HttpError(409, 'invoice_not_payable', 'Nothing is owed on this instalment');
  const returnUrl = new URL(documentLinkPath(invoice.slug ?? '', 'invoice', token), requiredEnv('SITE_URL')).toString();
  const { url } = await cardPayments().startCheckout({
    connectedAccountId: invoice.connectedAccountId,
    metadata: { account_id: linked.accountId, invoice_id: linked.id, instalment_id: instalment.id },
    amount: instalment.owed,
    currency: invoice.currency,
    description: invoice.numberText ?? '',
    email: invoice.customerEmail,
    locale: invoice.language,
    saveCard: invoice.allowSavedCard,
    returnUrl,
  });
  return json(200, { url });
});
