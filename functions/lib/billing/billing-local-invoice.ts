// The local stand-in's monthly invoices: when a month has finished, each studio with a card gets
// an invoice of that month's use (monthLines over usage_days), delivered to the webhook as
// signed `invoice.finalized` and `invoice.paid` events, so billing_invoices gets its row by
// production's path, and mailed to the studio's owners. A studio is billed only for months it
// existed in (Stripe bills a subscription from its start), and a month that cost nothing is
// recorded but not mailed, as Stripe sends no mail for an invoice of nothing.
import type postgres from 'postgres';
import { monthLines } from '@core/domain/usage';
import { deliverLocalEvent } from './billing-local';
import { requiredEnv } from '../env';
import { invoiceMail } from './invoice-mail';
import type { MailLanguage } from '../mail/mail-strings';
import { mailer } from '../mail/mailer';
import { monthUse, studioBilling } from './usage-meter';

/** The stand-in's invoice of one studio and month: made once, whatever runs ask for it. */
export const localInvoiceId = (accountId: string, month: string): string => `in_local_${accountId}_${month}`;

const previousMonth = (now: number): string => {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/**
 * Invoices last month for every paying studio that existed in it and has no invoice of it yet. A
 * studio past due is left alone: its invoice's `paid` would end that state without anyone paying.
 */
export async function invoiceFinishedMonths(
  sql: postgres.Sql,
  now: number,
  onError: (error: unknown) => void,
): Promise<void> {
  const month = previousMonth(now);
  const monthEnd = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
  const due = await sql<{ accountId: string }[]>`
    select b.account_id as "accountId" from account_billing b join accounts a on a.id = b.account_id
    where b.status = 'active' and b.customer_id is not null and a.created_at < ${monthEnd}
      and not exists (select 1 from billing_invoices i where i.account_id = b.account_id and i.period_start = ${Date.parse(`${month}-01`)})`;
  for (const { accountId } of due) await invoiceMonth(sql, accountId, month).catch(onError);
}

/**
 * Invoices `month` (`YYYY-MM`) of one studio, paid at once by its test card, and mails it to its
 * owners unless it came to nothing.
 */
export async function invoiceMonth(sql: postgres.Sql, accountId: string, month: string): Promise<void> {
  const [studio] = await sql<{ customerId: string; locale: MailLanguage; name: string }[]>`
    select b.customer_id as "customerId", b.locale, a.name
    from account_billing b join accounts a on a.id = b.account_id
    where b.account_id = ${accountId} and b.customer_id is not null`;
  if (!studio) throw new Error(`Studio ${accountId} has no billing customer`);
  const { currency } = await studioBilling(sql, accountId);
  const { lines, total } = monthLines(month, await monthUse(sql, accountId, month), currency);
  const start = Date.parse(`${month}-01`);
  const end = Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() + 1, 1);
  const invoice = {
    id: localInvoiceId(accountId, month),
    object: 'invoice',
    customer: studio.customerId,
    number: `LOCAL-${month}-${accountId.slice(0, 8).toUpperCase()}`,
    currency: currency.toLowerCase(),
    total,
    period_start: start / 1000,
    period_end: end / 1000,
    // The stand-in makes no PDF: the mail is the invoice.
    invoice_pdf: null,
  };
  await deliverLocalEvent('invoice.finalized', { ...invoice, status: 'open' });
  await deliverLocalEvent('invoice.paid', { ...invoice, status: 'paid' });
  if (total === 0) return;
  const owners = await sql<{ email: string }[]>`
    select u.email from account_members m join auth.users u on u.id = m.user_id
    where m.account_id = ${accountId} and m.role = 'owner' and u.email is not null`;
  const usageUrl = new URL('/app/settings', requiredEnv('SITE_URL')).toString();
  // The product's own mail, not the studio's: it counts as none of the studio's use.
  for (const owner of owners) {
    await mailer().send(
      invoiceMail({
        to: owner.email,
        lng: studio.locale,
        studio: studio.name,
        month,
        currency,
        lines,
        total,
        usageUrl,
      }),
    );
  }
}
