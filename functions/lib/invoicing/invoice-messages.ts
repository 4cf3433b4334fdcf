// What a client is mailed about an invoice, and when (docs/decisions/work-that-runs-later.md).
// Issuing schedules a reminder before each instalment's due date and after it, as jobs that
// wait in the queue; each job looks again when it runs and sends nothing for an instalment paid
// since, an invoice cancelled, or a studio that turned reminders off. Every mail is recorded in
// `invoice_messages`, in the transaction that sends it: the unique keys make a job delivered
// twice send nothing more.
import type postgres from 'postgres';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { siteTheme } from '@core/domain/site-theme';
import { studioTimeZone, wallClock, zonedToUtc } from '@core/domain/studio-time';
import { requiredEnv } from '../env';
import { logFailure } from '../handler';
import { enqueue, type JobData } from '../queue';
import { mailBrand } from '../mail/mail-layout';
import { mailer } from '../mail/mailer';
import { documentWords, type DocumentLanguage } from './document-words';
import { createDocumentLink, documentLinkPath } from '../client-links';
import { invoiceMail, quoteMail, receiptMail, reminderMail } from './mails/invoice-mails';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { loadInvoiceDocument } from './pdf/load-invoice-document';

type Sql = postgres.Sql | postgres.TransactionSql;

// Reminders reach the client in the morning of their day, on the studio's clock.
const REMINDER_HOUR = 9;

/** The morning `days` calendar days after (or, negative, before) the day of `dueAt`, on `timeZone`'s clock. */
export function reminderInstant(dueAt: number, days: number, timeZone: string): number {
  const due = wallClock(dueAt, timeZone);
  return zonedToUtc({ ...due, day: due.day + days, hour: REMINDER_HOUR, minute: 0 }, timeZone);
}

/**
 * Enqueues the reminders of an issued invoice's instalments, each at its instant (the studio's
 * `reminders.beforeDays` before the due date and `afterDays` after it); one already past is
 * left out. Called inside the issuing transaction, so the reminders exist exactly when the issue
 * does; calling it again adds nothing (singleton keys).
 */
export async function scheduleInvoiceMessages(sql: Sql, invoiceId: string, now = Date.now()): Promise<number> {
  const rows = await sql<
    { instalmentId: string; dueAt: number; reminders: unknown; settings: Record<string, unknown> }[]
  >`
    select n.id as "instalmentId", n.due_at::float8 as "dueAt", a.settings,
      (select s.value from account_settings s where s.account_id = i.account_id and s.key = 'invoicing') as reminders
    from invoices i
      join accounts a on a.id = i.account_id
      join invoice_instalments n on n.account_id = i.account_id and n.invoice_id = i.id
    where i.id = ${invoiceId} and i.status = 'issued'
    order by n.position, n.due_at`;
  let scheduled = 0;
  for (const row of rows) {
    const settings = readInvoicingSettings(row.reminders).reminders;
    const timeZone = studioTimeZone(row.settings);
    const offsets = [
      ...settings.beforeDays.map((days) => ({ kind: 'before_due' as const, days, at: -days })),
      ...settings.afterDays.map((days) => ({ kind: 'after_due' as const, days, at: days })),
    ];
    for (const { kind, days, at } of offsets) {
      const startAfter = reminderInstant(row.dueAt, at, timeZone);
      if (startAfter <= now) continue;
      const data: JobData['invoice-reminder'] = { invoiceId, instalmentId: row.instalmentId, kind, days };
      const id = await enqueue('invoice-reminder', data, {
        startAfter,
        singletonKey: `${row.instalmentId}:${kind}:${days}`,
        db: sql,
      });
      if (id) scheduled++;
    }
  }
  return scheduled;
}

type Recipient = {
  accountId: string;
  language: DocumentLanguage;
  currency: string;
  numberText: string;
  total: number;
  amountPaid: number;
  customerName: string;
  customerEmail: string;
  studio: string;
  slug: string | null;
  studioSettings: Record<string, unknown>;
  replyTo: string | null;
  invoicing: unknown;
};

/** An issued, uncancelled invoice with its client's address and studio, or undefined. */
async function issuedInvoice(tx: Sql, invoiceId: string): Promise<Recipient | undefined> {
  const [row] = await tx<Recipient[]>`
    select i.account_id as "accountId", i.language, i.currency, i.number_text as "numberText",
      i.total::float8 as total, i.amount_paid::float8 as "amountPaid", i.customer_name as "customerName",
      i.customer_email as "customerEmail", a.name as studio, a.slug, a.settings as "studioSettings",
      (select u.email from auth.users u where u.id = i.author_id) as "replyTo",
      (select s.value from account_settings s where s.account_id = i.account_id and s.key = 'invoicing') as invoicing
    from invoices i join accounts a on a.id = i.account_id
    where i.id = ${invoiceId} and i.status = 'issued' and i.customer_email <> '' and a.deletion_scheduled_at is null`;
  return row;
}

/** A new link to the invoice's page for this mail (each mail its own, all revoked together). */
async function invoiceLink(tx: Sql, invoice: Recipient, invoiceId: string, siteUrl: string): Promise<string> {
  const token = await createDocumentLink(tx, invoice.accountId, { kind: 'invoice', id: invoiceId });
  // A studio without an address of its own yet is found by its id.
  return new URL(documentLinkPath(invoice.slug ?? invoice.accountId, 'invoice', token), siteUrl).toString();
}

/** What every mail about `invoice` shares: its reader, language, brand, link and words. */
async function mailBasics(tx: postgres.TransactionSql, invoiceId: string, invoice: Recipient) {
  const siteUrl = requiredEnv('SITE_URL');
  return {
    common: {
      to: invoice.customerEmail,
      lng: invoice.language,
      name: invoice.customerName,
      brand: mailBrand(
        { id: invoice.accountId, name: invoice.studio, logoUrl: siteTheme(invoice.studioSettings).logoUrl },
        siteUrl,
        invoice.slug,
      ),
      link: await invoiceLink(tx, invoice, invoiceId, siteUrl),
      replyTo: invoice.replyTo,
    },
    words: documentWords(invoice.language, invoice.currency, studioTimeZone(invoice.studioSettings)),
  };
}

/** Records a message; false when the same one was recorded before (a job delivered twice). */
async function recordOnce(
  tx: postgres.TransactionSql,
  row: {
    accountId: string;
    invoiceId: string;
    instalmentId?: string;
    kind: 'invoice' | 'reminder_before' | 'reminder_after' | 'receipt';
    offsetDays?: number;
    paymentId?: string;
    to: string;
  },
): Promise<boolean> {
  const inserted = await tx`
    insert into invoice_messages (account_id, invoice_id, instalment_id, kind, offset_days, payment_id, to_address)
    values (${row.accountId}, ${row.invoiceId}, ${row.instalmentId ?? null}, ${row.kind}, ${row.offsetDays ?? 0},
            ${row.paymentId ?? ''}, ${row.to})
    on conflict do nothing`;
  return inserted.count === 1;
}

/** The job `invoice-reminder`: mails the reminder unless it is no longer wanted or was sent. */
export async function sendReminder(tx: postgres.TransactionSql, data: JobData['invoice-reminder']): Promise<void> {
  const invoice = await issuedInvoice(tx, data.invoiceId);
  if (!invoice || !readInvoicingSettings(invoice.invoicing).reminders.enabled) return;
  const [instalment] = await tx<{ amount: number; amountPaid: number; dueAt: number }[]>`
    select amount::float8 as amount, amount_paid::float8 as "amountPaid", due_at::float8 as "dueAt"
    from invoice_instalments where id = ${data.instalmentId} and invoice_id = ${data.invoiceId}`;
  if (!instalment || instalment.amountPaid >= instalment.amount) return;
  const kind = data.kind === 'before_due' ? 'reminder_before' : 'reminder_after';
  const recorded = await recordOnce(tx, {
    accountId: invoice.accountId,
    invoiceId: data.invoiceId,
    instalmentId: data.instalmentId,
    kind,
    offsetDays: data.days,
    to: invoice.customerEmail,
  });
  if (!recorded) return;
  const { common, words } = await mailBasics(tx, data.invoiceId, invoice);
  await mailer().send({
    accountId: invoice.accountId,
    ...reminderMail({
      ...common,
      when: data.kind,
      number: invoice.numberText,
      amount: words.money(instalment.amount - instalment.amountPaid),
      total: words.money(invoice.total),
      dueDate: words.date(instalment.dueAt),
    }),
  });
}

/** The job `invoice-receipt`: thanks the client once for one payment. */
export async function sendReceipt(tx: postgres.TransactionSql, data: JobData['invoice-receipt']): Promise<void> {
  const invoice = await issuedInvoice(tx, data.invoiceId);
  if (!invoice) return;
  const recorded = await recordOnce(tx, {
    accountId: invoice.accountId,
    invoiceId: data.invoiceId,
    kind: 'receipt',
    paymentId: data.paymentId,
    to: invoice.customerEmail,
  });
  if (!recorded) return;
  const { common, words } = await mailBasics(tx, data.invoiceId, invoice);
  const balance = invoice.total - invoice.amountPaid;
  await mailer().send({
    accountId: invoice.accountId,
    ...receiptMail({
      ...common,
      number: invoice.numberText,
      amount: words.money(data.amount),
      balance: balance > 0 ? words.money(balance) : null,
    }),
  });
}

/** The invoice's PDF and the name it is downloaded or attached as, in its language. */
export async function invoicePdf(
  sql: Sql,
  accountId: string,
  invoiceId: string,
): Promise<{ fileName: string; bytes: Buffer } | undefined> {
  const document = await loadInvoiceDocument(sql, accountId, invoiceId);
  if (!document) return undefined;
  const words = documentWords(document.language, document.currency, document.timeZone);
  return {
    fileName: words.t('fileName', { number: document.numberText ?? words.t('draft') }),
    bytes: await renderInvoicePdf(document),
  };
}

/**
 * Mails the issued invoice `invoiceId` to its client, with its PDF and link, and records it: to
 * whom, and the provider's id a bounce names; null when there is no issued invoice with an address
 * to send. The issue and send handlers call it; sending again (a resend) is allowed and recorded again.
 */
export async function sendInvoiceMail(
  tx: postgres.TransactionSql,
  invoiceId: string,
): Promise<{ to: string; messageId: string } | null> {
  const invoice = await issuedInvoice(tx, invoiceId);
  if (!invoice) return null;
  const pdf = await invoicePdf(tx, invoice.accountId, invoiceId);
  if (!pdf) return null;
  await recordOnce(tx, { accountId: invoice.accountId, invoiceId, kind: 'invoice', to: invoice.customerEmail });
  const { common, words } = await mailBasics(tx, invoiceId, invoice);
  // The next payment the client owes: the first instalment not paid yet.
  const [next] = await tx<{ dueAt: number | null }[]>`
    select min(due_at)::float8 as "dueAt" from invoice_instalments
    where invoice_id = ${invoiceId} and amount_paid < amount`;
  const { messageId } = await mailer().send({
    accountId: invoice.accountId,
    ...invoiceMail({
      ...common,
      number: invoice.numberText,
      total: words.money(invoice.total),
      dueDate: next?.dueAt ? words.date(next.dueAt) : '',
      pdf,
    }),
  });
  return { to: common.to, messageId };
}

/**
 * The mail that follows an issue once it has committed: the invoice with its PDF. The invoice
 * stays issued whatever the mail does; the answer says whether it went.
 */
export async function mailIssuedInvoice(sql: postgres.Sql, invoiceId: string): Promise<boolean> {
  return mailSafely(sql, { invoiceId }, async (tx) => (await sendInvoiceMail(tx, invoiceId)) !== null);
}

/** Runs a mail's transaction; a failure is logged and answered as not sent, never as the request's failure. */
export async function mailSafely(
  sql: postgres.Sql,
  context: Record<string, unknown>,
  send: (tx: postgres.TransactionSql) => Promise<boolean>,
): Promise<boolean> {
  try {
    return await sql.begin(send);
  } catch (error) {
    logFailure({ ...context, step: 'client mail' }, error);
    return false;
  }
}

/**
 * Mails the quote `quoteId` to its client with a new link to it; false when it has no client
 * address. The quote's send handler calls it; each send is a new mail.
 */
export async function sendQuoteMail(tx: postgres.TransactionSql, quoteId: string): Promise<boolean> {
  const [quote] = await tx<
    {
      accountId: string;
      language: DocumentLanguage;
      currency: string;
      title: string;
      total: number;
      expiresAt: number | null;
      name: string;
      email: string;
      studio: string;
      slug: string | null;
      studioSettings: Record<string, unknown>;
      replyTo: string | null;
    }[]
  >`
    select q.account_id as "accountId", q.language, q.currency, q.title, q.total::float8 as total,
      q.expires_at::float8 as "expiresAt", c.name, c.email, a.name as studio, a.slug, a.settings as "studioSettings",
      (select u.email from auth.users u where u.id = q.author_id) as "replyTo"
    from quotes q
      join customers c on c.account_id = q.account_id and c.id = q.customer_id
      join accounts a on a.id = q.account_id
    where q.id = ${quoteId} and c.email <> '' and a.deletion_scheduled_at is null`;
  if (!quote) return false;
  const siteUrl = requiredEnv('SITE_URL');
  const token = await createDocumentLink(tx, quote.accountId, { kind: 'quote', id: quoteId });
  const words = documentWords(quote.language, quote.currency, studioTimeZone(quote.studioSettings));
  await mailer().send({
    accountId: quote.accountId,
    ...quoteMail({
      to: quote.email,
      lng: quote.language,
      name: quote.name,
      brand: mailBrand(
        { id: quote.accountId, name: quote.studio, logoUrl: siteTheme(quote.studioSettings).logoUrl },
        siteUrl,
        quote.slug,
      ),
      link: new URL(documentLinkPath(quote.slug ?? quote.accountId, 'quote', token), siteUrl).toString(),
      replyTo: quote.replyTo,
      title: quote.title,
      total: words.money(quote.total),
      expiresOn: quote.expiresAt ? words.date(quote.expiresAt) : null,
    }),
  });
  return true;
}
