// A client's answer to a quote: once, while it is open. Shared by accepting and declining.
import type postgres from 'postgres';
import { HttpError } from '../lib/http';
import { readQuote, type QuoteRow } from '../lib/invoicing/quote-row';

/** The quote locked for the answer, or 409 when it was answered already or has expired. */
export async function openQuote(tx: postgres.TransactionSql, id: string, now: number): Promise<QuoteRow> {
  const quote = await readQuote(tx, id, true);
  if (quote.status !== 'sent') throw new HttpError(409, 'quote_answered', 'This quote was answered already');
  if (quote.expiresAt !== null && quote.expiresAt < now)
    throw new HttpError(409, 'quote_expired', 'This quote has expired');
  return quote;
}
