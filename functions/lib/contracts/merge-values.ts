// The values a contract's merge fields (core/domain/contract-fields.ts) take when it is sent: read
// from its customer, session, invoice (or, in a proposal, the quote that becomes it) and studio,
// and the session's questionnaire answers (`answers.<field id>`), each looked up within the
// contract's own studio, so an id of another studio's row finds nothing. Dates and amounts are
// written in the contract's language, on the studio's clock.
import type postgres from 'postgres';
import type { MergeFieldKey } from '@core/domain/contract-fields';
import { readCurrency } from '@core/domain/currency';
import { formatInstant, studioTimeZone } from '@core/domain/studio-time';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { documentWords, type DocumentLanguage } from '../invoicing/document-words';
import { quoteAsInvoice } from '../invoicing/quote-row';
import { responsesMergeValues, sessionResponsesColumn, type SessionResponse } from '../questionnaires/merge-fields';

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

type InvoiceRow = { total: number; currency: string; deposit: number | null };

/** Everything the fields are filled from, read in one statement (a mail reads it per workflow step). */
type MergeRow = {
  studioName: string | null;
  settings: Record<string, unknown> | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  sessionDate: number | null;
  sessionType: string | null;
  sessionPlace: string | null;
  invoice: InvoiceRow | null;
  invoicing: unknown;
  currency: unknown;
  responses: SessionResponse[];
};

/** The invoice the contract names, else the session's latest issued one, as a JSON column. */
function contractInvoice(sql: Sql, source: MergeSource) {
  return sql`
    (select json_build_object('total', i.total, 'currency', i.currency, 'deposit',
       (select n.amount from invoice_instalments n
        where n.account_id = i.account_id and n.invoice_id = i.id order by n.position, n.due_at limit 1))
     from invoices i
     where i.account_id = ${source.accountId} and i.status <> 'cancelled'
       and (i.id = ${source.invoiceId}
            or (${source.invoiceId}::text is null and i.session_id = ${source.sessionId} and i.status = 'issued'))
     order by i.issued_at desc nulls last, i.created_at desc limit 1)`;
}

async function mergeRow(sql: Sql, source: MergeSource): Promise<MergeRow> {
  const { accountId, customerId, sessionId } = source;
  const [row] = await sql<MergeRow[]>`
    select a.name as "studioName", a.settings,
      c.name as "customerName", c.email as "customerEmail", c.phone as "customerPhone",
      s.date::float8 as "sessionDate", s.type as "sessionType",
      coalesce(nullif(concat_ws(', ', nullif(l.name, ''), nullif(l.address, '')), ''), s.location) as "sessionPlace",
      ${contractInvoice(sql, source)} as invoice,
      (select value from account_settings where account_id = ${accountId} and key = 'invoicing') as invoicing,
      (select value from account_settings where account_id = ${accountId} and key = 'currency') as currency,
      ${sessionResponsesColumn(sql, accountId, sessionId)} as responses
    from (select) one
      left join accounts a on a.id = ${accountId}
      left join customers c on c.account_id = ${accountId} and c.id = ${customerId}
      left join sessions s on s.account_id = ${accountId} and s.id = ${sessionId}
      left join locations l on l.account_id = s.account_id and l.id = s.location_id`;
  return row!;
}

export async function mergeValues(
  sql: Sql,
  source: MergeSource,
  now = Date.now(),
): Promise<Partial<Record<MergeFieldKey, string>> & Record<`answers.${string}`, string>> {
  const fromQuote = source.quoteId && !source.invoiceId ? source.quoteId : null;
  // Issued together: within a transaction they share one round trip.
  const [row, quote] = await Promise.all([
    mergeRow(sql, source),
    fromQuote ? quoteAsInvoice(sql, source.accountId, fromQuote, now) : undefined,
  ]);
  const invoice = fromQuote ? quote : (row.invoice ?? undefined);
  const invoicing = readInvoicingSettings(row.invoicing);
  const timeZone = studioTimeZone(row.settings ?? undefined);
  const words = documentWords(source.language, invoice?.currency ?? readCurrency(row.currency).code, timeZone);
  const time = (ms: number) => formatInstant(ms, { locale: source.language, timeZone, style: 'time' });
  const { sessionDate } = row;
  return {
    ...responsesMergeValues(row.responses),
    'client.name': row.customerName ?? '',
    'client.email': row.customerEmail ?? '',
    'client.phone': row.customerPhone ?? '',
    'session.date': sessionDate !== null ? words.date(sessionDate) : '',
    'session.time': sessionDate !== null ? time(sessionDate) : '',
    'session.place': row.sessionPlace ?? '',
    'session.type': row.sessionType ?? '',
    'invoice.total': invoice ? words.money(invoice.total) : '',
    'invoice.deposit': invoice?.deposit != null ? words.money(invoice.deposit) : '',
    'studio.name': row.studioName ?? '',
    'studio.legalName': invoicing.legalName,
    'studio.taxId': invoicing.taxId,
    'studio.address': invoicing.address,
    today: words.date(now),
  };
}
