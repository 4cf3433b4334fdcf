// The card payment page of an instalment of an invoice, on the studio's own Stripe account: for
// the invoice's link and for a proposal's deposit. Refused with a code, and nothing changed, when
// the invoice is cancelled, already paid, awaiting a card payment's confirmation, or the studio
// takes no cards yet; then `details.paymentInstructions` says how else to pay.
import type postgres from 'postgres';
import { requiredEnv } from '../env';
import { HttpError } from '../http';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';
import { cardPayments } from './card-payments';

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

/**
 * The payment page's address for the instalment (the first one still owed, unless named) of the
 * studio's invoice; the client comes back to `returnPath(slug)` on the app's origin.
 */
export async function startInstalmentCheckout(
  sql: postgres.Sql,
  payment: { accountId: string; invoiceId: string; instalmentId?: string; returnPath: (slug: string) => string },
): Promise<string> {
  const { accountId, invoiceId, instalmentId } = payment;
  const [invoice] = await sql<Invoice[]>`
    select i.status, i.payment_status as "paymentStatus", i.number_text as "numberText", i.currency, i.language,
           i.customer_email as "customerEmail", i.allow_saved_card as "allowSavedCard", a.slug,
           p.stripe_account_id as "connectedAccountId", p.charges_enabled as "chargesEnabled"
    from invoices i join accounts a on a.id = i.account_id
      left join payment_accounts p on p.account_id = i.account_id
    where i.id = ${invoiceId} and i.account_id = ${accountId}`;
  if (!invoice) throw new HttpError(404, 'link_not_found', 'No invoice has this link');
  if (invoice.status === 'cancelled') throw new HttpError(409, 'invoice_cancelled', 'This invoice was cancelled');
  if (invoice.status === 'draft' || invoice.paymentStatus === 'processing')
    throw new HttpError(409, 'invoice_not_payable', 'This invoice cannot be paid online now');
  if (invoice.paymentStatus === 'paid') throw new HttpError(409, 'invoice_already_paid', 'This invoice is paid');
  if (!invoice.connectedAccountId || !invoice.chargesEnabled)
    throw new HttpError(409, 'payments_not_connected', 'This studio takes no card payments yet', {
      paymentInstructions: (await studioInvoicingSettings(sql, accountId)).paymentInstructions,
    });

  const [instalment] = await sql<{ id: string; owed: number }[]>`
    select id, (amount - amount_paid)::float8 as owed from invoice_instalments
    where invoice_id = ${invoiceId} and amount > amount_paid and (${instalmentId ?? null}::text is null or id = ${instalmentId ?? null})
    order by position limit 1`;
  if (!instalment) throw new HttpError(409, 'invoice_not_payable', 'Nothing is owed on this instalment');
  const returnUrl = new URL(payment.returnPath(invoice.slug ?? ''), requiredEnv('SITE_URL')).toString();
  const { url } = await cardPayments().startCheckout({
    connectedAccountId: invoice.connectedAccountId,
    metadata: { account_id: accountId, invoice_id: invoiceId, instalment_id: instalment.id },
    amount: instalment.owed,
    currency: invoice.currency,
    description: invoice.numberText ?? '',
    email: invoice.customerEmail,
    locale: invoice.language,
    saveCard: invoice.allowSavedCard,
    returnUrl,
  });
  return url;
}
