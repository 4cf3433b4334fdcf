// A quote as its client sees it.
import type postgres from 'postgres';

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
