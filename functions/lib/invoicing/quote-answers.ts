// What sending and accepting a quote do, shared by the quote's own routes and a proposal's: a
// draft becomes sent (and no longer changes); a sent quote, accepted once while it is open,
// becomes an invoice with its lines, issued at once, whose instalments follow the quote's plan.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { HttpError } from '../http';
import { settleLines } from './document-lines';
import { studioInvoicingSettings } from './invoicing-settings';
import { scheduleInvoiceMessages } from './invoice-messages';
import { issueInvoice, type IssuedInvoice } from './issue-invoice';
import { quoteInstalments, readQuote, type QuoteRow } from './quote-row';

type Tx = postgres.TransactionSql;

/** The studio's draft quote, sent: its total. 404 for another's; 409 when it cannot be sent. */
export async function markQuoteSent(tx: Tx, accountId: string, quoteId: string, now: number): Promise<number> {
  const [quote] = await tx<{ status: string; expiresAt: number | null }[]>`
    select status, expires_at::float8 as "expiresAt" from quotes
    where account_id = ${accountId} and id = ${quoteId} for update`;
  if (!quote) throw new HttpError(404, 'not_found', 'Quote not found');
  if (quote.status !== 'draft') throw new HttpError(409, 'quote_sent', 'This quote was sent already');
  if (quote.expiresAt !== null && quote.expiresAt < now) {
    throw new HttpError(409, 'quote_expired', 'The quote expires before it is sent');
  }
  const totals = await settleLines(tx, 'quote', quoteId);
  if (totals.lineCount === 0) throw new HttpError(409, 'quote_empty', 'A quote needs at least one line');
  await tx`update quotes set status = 'sent', sent_at = ${now}, updated_at = ${now} where id = ${quoteId}`;
  return totals.total;
}

/** The quote locked for the answer, or 409 when it was answered already or has expired. */
export async function openQuote(tx: Tx, id: string, now: number): Promise<QuoteRow> {
  const quote = await readQuote(tx, id, true);
  if (quote.status !== 'sent') throw new HttpError(409, 'quote_answered', 'This quote was answered already');
  if (quote.expiresAt !== null && quote.expiresAt < now)
    throw new HttpError(409, 'quote_expired', 'This quote has expired');
  return quote;
}

/**
 * Accepts the studio's quote `id` (found by the caller): its invoice, issued, with its reminders
 * scheduled, and a new link to it (the caller mails it after the commit).
 */
export async function acceptQuote(tx: Tx, accountId: string, id: string, now: number): Promise<IssuedInvoice> {
  const quote = await openQuote(tx, id, now);
  const invoiceId = newId();
  const { allowSavedCards } = await studioInvoicingSettings(tx, accountId);
  await tx`
    insert into invoices (id, account_id, author_id, customer_id, session_id, quote_id, language, currency,
                          customer_tax_id, customer_address, notes, allow_saved_card)
    select ${invoiceId}, account_id, author_id, customer_id, session_id, id, language, currency,
           customer_tax_id, customer_address, notes, ${allowSavedCards}
    from quotes where id = ${id}`;
  const lines = await tx<{ id: string }[]>`select id from quote_lines where quote_id = ${id} order by position, id`;
  for (const [position, line] of lines.entries()) {
    await tx`
      insert into invoice_lines (id, account_id, invoice_id, position, description, quantity, unit_price,
                                 discount_bp, tax_rate_bp, tax_exemption)
      select ${newId()}, account_id, ${invoiceId}, ${position}, description, quantity, unit_price, discount_bp,
             tax_rate_bp, tax_exemption
      from quote_lines where id = ${line.id}`;
  }
  const { total } = await settleLines(tx, 'invoice', invoiceId);
  for (const [position, item] of quoteInstalments({ ...quote, total }, now).entries()) {
    await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
             values (${newId()}, ${accountId}, ${invoiceId}, ${position}, ${item.amount}, ${item.dueAt})`;
  }
  const issued = await issueInvoice(tx, accountId, invoiceId, now);
  await scheduleInvoiceMessages(tx, invoiceId, now);
  await tx`update quotes set status = 'accepted', answered_at = ${now}, invoice_id = ${invoiceId}, updated_at = ${now}
           where id = ${id}`;
  return issued;
}
