// A quote as its client sees it.
import type postgres from 'postgres';
import { paymentPlan, planInstalments, type Instalment } from '@core/domain/payment-plan';

export type QuoteRow = {
  status: 'sent' | 'accepted' | 'declined';
  title: string;
  notes: string;
  language: 'en' | 'es' | 'ca';
  currency: string;
  customerName: string;
  customerTaxId: string;
  customerAddress: string;
  expiresAt: number | null;
  plan: unknown;
  subtotal: number;
  taxTotal: number;
  total: number;
  sentAt: number | null;
  answeredAt: number | null;
  sessionDate: number | null;
};

export async function readQuote(
  sql: postgres.Sql | postgres.TransactionSql,
  id: string,
  lock = false,
): Promise<QuoteRow> {
  const [quote] = await sql<QuoteRow[]>`
    select q.status, q.title, q.notes, q.language, q.currency, c.name as "customerName",
           q.customer_tax_id as "customerTaxId", q.customer_address as "customerAddress",
           q.expires_at::float8 as "expiresAt", q.plan, q.subtotal::float8 as subtotal,
           q.tax_total::float8 as "taxTotal", q.total::float8 as total, q.sent_at::float8 as "sentAt",
           q.answered_at::float8 as "answeredAt", s.date::float8 as "sessionDate"
    from quotes q join customers c on c.account_id = q.account_id and c.id = q.customer_id
      left join sessions s on s.account_id = q.account_id and s.id = q.session_id
    where q.id = ${id} ${lock ? sql`for update of q` : sql``}`;
  return quote!;
}

/**
 * The instalments accepting the quote makes of its total by its plan, issued at `now`. A plan
 * written through the Data API unchecked reads as none: everything due at once.
 */
export const quoteInstalments = (quote: Pick<QuoteRow, 'total' | 'plan' | 'sessionDate'>, now: number): Instalment[] =>
  planInstalments(quote.total, paymentPlan.safeParse(quote.plan).data ?? [], {
    issuedAt: now,
    sessionDate: quote.sessionDate,
  });

/**
 * What accepting the studio's quote will invoice, read before it is accepted: its total, and its
 * first instalment (the deposit) as the plan makes it at `now`; undefined for any other quote.
 */
export async function quoteAsInvoice(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  quoteId: string,
  now: number,
): Promise<{ total: number; currency: string; deposit: number | null } | undefined> {
  const [quote] = await sql<{ total: number; currency: string; plan: unknown; sessionDate: number | null }[]>`
    select q.total::float8 as total, q.currency, q.plan, s.date::float8 as "sessionDate"
    from quotes q left join sessions s on s.account_id = q.account_id and s.id = q.session_id
    where q.account_id = ${accountId} and q.id = ${quoteId}`;
  if (!quote) return undefined;
  const [deposit] = quoteInstalments(quote, now);
  return { total: quote.total, currency: quote.currency, deposit: deposit?.amount ?? null };
}
