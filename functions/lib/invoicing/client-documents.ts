// A quote or an invoice as its client reads it by its link: the public API's answer
// (functions/client-documents/) and the pages the server draws (functions/site-html/) both read
// them here, so the page shows exactly what the API says.
import type postgres from 'postgres';
import type { ClientInvoice, ClientQuote, DocumentFormat } from '@core/domain/client-document';
import { readCurrency } from '@core/domain/currency';
import { taxSummary, type DocumentLine } from '@core/domain/invoice-totals';
import { isTimeZone } from '@core/domain/studio-time';
import { invoiceVerifactuMark } from '../verifactu/invoice-mark';
import type { DocumentKind } from '../client-links';
import { studioInvoicingSettings } from './invoicing-settings';
import { quoteInstalments, readQuote } from './quote-row';

type Sql = postgres.Sql | postgres.TransactionSql;

/** The studio a document belongs to, as its public address found it. */
export type DocumentStudio = { id: string; name: string; settings: Record<string, unknown> };

/** A document's lines in order, and their totals per tax rate and exemption (taxSummary). */
export async function documentLines(
  sql: Sql,
  kind: DocumentKind,
  id: string,
): Promise<{ lines: DocumentLine[]; taxes: ReturnType<typeof taxSummary> }> {
  const lines = await sql<DocumentLine[]>`
    select description, quantity, unit_price::float8 as "unitPrice", discount_bp as "discountBp",
           tax_rate_bp as "taxRateBp", tax_exemption as "taxExemption", net::float8 as net, tax::float8 as tax
    from ${sql(kind === 'quote' ? 'quote_lines' : 'invoice_lines')}
    where ${sql(`${kind}_id`)} = ${id} order by position, id`;
  return { lines, taxes: taxSummary(lines) };
}

/**
 * How the document writes amounts and dates: its currency with the studio's symbol when the
 * studio works in it (its code otherwise), on the studio's clock (UTC when it chose none, so the
 * server and the browser write the same dates).
 */
export async function documentFormat(
  sql: Sql,
  studio: DocumentStudio,
  /** The document's; the studio's own when it has none (a proposal asking for no money). */
  currency?: string,
): Promise<DocumentFormat> {
  const [row] = await sql<{ value: unknown }[]>`
    select value from account_settings where account_id = ${studio.id} and key = 'currency'`;
  const chosen = readCurrency(row?.value);
  const zone = studio.settings.timeZone;
  return {
    money:
      currency === undefined || chosen.code === currency
        ? chosen
        : { code: currency, symbol: currency, position: 'before' },
    timeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC',
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The quote `id` of `studio` (a live link found it), as of `now`. */
export async function clientQuote(sql: Sql, studio: DocumentStudio, id: string, now: number): Promise<ClientQuote> {
  const quote = await readQuote(sql, id);
  const { sessionDate: _sessionDate, ...shown } = quote;
  // A quote is no issued document: it names the seller as the studio's profile is now.
  const [profile, format, lines] = await Promise.all([
    studioInvoicingSettings(sql, studio.id),
    documentFormat(sql, studio, quote.currency),
    documentLines(sql, 'quote', id),
  ]);
  return {
    ...shown,
    ...format,
    ...lines,
    seller: { name: profile.legalName || studio.name, taxId: profile.taxId, address: profile.address },
    expired: quote.expiresAt !== null && quote.expiresAt < now,
    instalments: quoteInstalments(quote, now),
  };
}

type InvoiceRow = Omit<
  ClientInvoice,
  'seller' | 'lines' | 'taxes' | 'instalments' | 'paymentInstructions' | 'verifactu' | keyof DocumentFormat
> & { seller: Record<string, unknown> };

/** The issued (or cancelled) invoice `id` of `studio`, or undefined for a draft. */
export async function clientInvoice(sql: Sql, studio: DocumentStudio, id: string): Promise<ClientInvoice | undefined> {
  const [invoice] = await sql<InvoiceRow[]>`
    select i.kind, i.status, i.number_text as "number", i.issued_at::float8 as "issuedAt", i.due_at::float8 as "dueAt",
           i.language, i.currency, i.seller, i.customer_name as "customerName", i.customer_tax_id as "customerTaxId",
           i.customer_address as "customerAddress", i.notes, c.number_text as "correctsNumber",
           i.correction_reason as "correctionReason", i.subtotal::float8 as subtotal, i.tax_total::float8 as "taxTotal",
           i.total::float8 as total, i.amount_paid::float8 as "amountPaid",
           i.amount_refunded::float8 as "amountRefunded", i.payment_status as "paymentStatus",
           i.allow_saved_card as "allowSavedCard", i.cancelled_at::float8 as "cancelledAt",
           coalesce(p.charges_enabled, false) as "cardPayments"
    from invoices i
      left join invoices c on c.account_id = i.account_id and c.id = i.corrects_id
      left join payment_accounts p on p.account_id = i.account_id
    where i.id = ${id} and i.account_id = ${studio.id} and i.status <> 'draft'`;
  if (!invoice) return undefined;
  const [instalments, lines, profile, format, verifactu] = await Promise.all([
    sql<ClientInvoice['instalments']>`
      select id, amount::float8 as amount, due_at::float8 as "dueAt", amount_paid::float8 as "amountPaid"
      from invoice_instalments where invoice_id = ${id} order by position, id`,
    documentLines(sql, 'invoice', id),
    studioInvoicingSettings(sql, studio.id),
    documentFormat(sql, studio, invoice.currency),
    invoiceVerifactuMark(sql, id),
  ]);
  const { seller } = invoice;
  return {
    ...invoice,
    ...format,
    ...lines,
    // Issuing copied the seller onto the invoice.
    seller: { name: text(seller.legalName) || studio.name, taxId: text(seller.taxId), address: text(seller.address) },
    instalments: [...instalments],
    paymentInstructions: profile.paymentInstructions,
    verifactu,
  };
}
