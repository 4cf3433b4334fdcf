// The values a contract's merge fields (core/domain/contract-fields.ts) take when it is sent: read
// from its customer, session, invoice (or, in a proposal, the quote that becomes it) and studio,
// and the session's questionnaire answers (`answers.<field id>`), each looked up within the
// contract's own studio, so an id of another studio's row finds nothing. Dates and amounts are
// written in the contract's language, on the studio's clock.
import type postgres from 'postgres';
import type { MergeFieldKey } from '@core/domain/contract-fields';
import { readCurrency } from '@core/domain/currency';
import { formatInstant, studioTimeZone } from '@core/domain/studio-time';
import { documentWords, type DocumentLanguage } from '../invoicing/document-words';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';
import { quoteAsInvoice } from '../invoicing/quote-row';
import { questionnaireMergeValues } from '../questionnaires/merge-fields';

type Sql = postgres.Sql | postgres.TransactionSql;

export type MergeSource = {
  accountId: string;
  customerId: string;
  sessionId: string | null;
  invoiceId: string | null;
  language: DocumentLanguage;
  /** A proposal's quote, whose invoice does not exist yet: its total and deposit stand for the invoice's. */
  quoteId?: string | null;
};

type SessionRow = { date: number; type: string; place: string };
type InvoiceRow = { total: number; currency: string; deposit: number | null };

/** The invoice the contract names, else the session's latest issued one. */
async function contractInvoice(sql: Sql, source: MergeSource): Promise<InvoiceRow | undefined> {
  const [invoice] = await sql<InvoiceRow[]>`
    select i.total::float8 as total, i.currency,
      (select n.amount::float8 from invoice_instalments n
       where n.account_id = i.account_id and n.invoice_id = i.id order by n.position, n.due_at limit 1) as deposit
    from invoices i
    where i.account_id = ${source.accountId} and i.status <> 'cancelled'
      and (i.id = ${source.invoiceId}
           or (${source.invoiceId}::text is null and i.session_id = ${source.sessionId} and i.status = 'issued'))
    order by i.issued_at desc nulls last, i.created_at desc limit 1`;
  return invoice;
}

export async function mergeValues(
  sql: Sql,
  source: MergeSource,
  now = Date.now(),
): Promise<Partial<Record<MergeFieldKey, string>> & Record<`answers.${string}`, string>> {
  const [studio] = await sql<{ name: string; settings: Record<string, unknown> }[]>`
    select name, settings from accounts where id = ${source.accountId}`;
  const [customer] = await sql<{ name: string; email: string; phone: string }[]>`
    select name, email, phone from customers where account_id = ${source.accountId} and id = ${source.customerId}`;
  const [session] = source.sessionId
    ? await sql<SessionRow[]>`
        select s.date::float8 as date, s.type,
          coalesce(nullif(concat_ws(', ', nullif(l.name, ''), nullif(l.address, '')), ''), s.location) as place
        from sessions s left join locations l on l.account_id = s.account_id and l.id = s.location_id
        where s.account_id = ${source.accountId} and s.id = ${source.sessionId}`
    : [];
  const invoice =
    source.quoteId && !source.invoiceId
      ? await quoteAsInvoice(sql, source.accountId, source.quoteId, now)
      : await contractInvoice(sql, source);
  const invoicing = await studioInvoicingSettings(sql, source.accountId);
  const timeZone = studioTimeZone(studio?.settings);
  const [currencySetting] = await sql<{ value: unknown }[]>`
    select value from account_settings where account_id = ${source.accountId} and key = 'currency'`;
  const words = documentWords(
    source.language,
    invoice?.currency ?? readCurrency(currencySetting?.value).code,
    timeZone,
  );
  const time = (ms: number) => formatInstant(ms, { locale: source.language, timeZone, style: 'time' });
  const answers = source.sessionId ? await questionnaireMergeValues(sql, source.accountId, source.sessionId) : {};
  return {
    ...answers,
    'client.name': customer?.name ?? '',
    'client.email': customer?.email ?? '',
    'client.phone': customer?.phone ?? '',
    'session.date': session ? words.date(session.date) : '',
    'session.time': session ? time(session.date) : '',
    'session.place': session?.place ?? '',
    'session.type': session?.type ?? '',
    'invoice.total': invoice ? words.money(invoice.total) : '',
    'invoice.deposit': invoice?.deposit != null ? words.money(invoice.deposit) : '',
    'studio.name': studio?.name ?? '',
    'studio.legalName': invoicing.legalName,
    'studio.taxId': invoicing.taxId,
    'studio.address': invoicing.address,
    today: words.date(now),
  };
}
