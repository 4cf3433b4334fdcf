// Which customer of a studio an address names, and the language their mails are written in.
import type postgres from 'postgres';
import type { MailLanguage } from '../mail/mail-strings';

type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * The studio's customer with this e-mail; of several with the same one, the latest added (a
 * studio that keeps duplicates works with its newest).
 */
export async function customerByEmail(
  sql: Sql,
  accountId: string,
  email: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  const [row] = await sql<{ id: string; name: string; email: string }[]>`
    select id, name, email from customers
    where account_id = ${accountId} and email <> '' and lower(email) = lower(${email})
    order by created_at desc, id limit 1`;
  return row;
}

const LANGUAGES: readonly string[] = ['en', 'es', 'ca'] satisfies MailLanguage[];

/**
 * The language the customer's documents are written in: their latest quote's or invoice's, else
 * their latest gallery invitation's, else `fallback` (the page they asked from).
 */
export async function customerLanguage(
  sql: Sql,
  accountId: string,
  customer: { id: string; email: string },
  fallback: MailLanguage,
): Promise<MailLanguage> {
  const [row] = await sql<{ language: string }[]>`
    select language from (
      select language, created_at, 1 as rank from quotes
      where account_id = ${accountId} and customer_id = ${customer.id} and status <> 'draft'
      union all
      select language, created_at, 1 from invoices
      where account_id = ${accountId} and customer_id = ${customer.id} and status <> 'draft'
      union all
      select locale, created_at, 2 from gallery_invites
      where account_id = ${accountId} and lower(email) = lower(${customer.email}) and locale is not null
    ) documents order by rank, created_at desc limit 1`;
  return row && LANGUAGES.includes(row.language) ? (row.language as MailLanguage) : fallback;
}
