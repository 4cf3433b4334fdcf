// The language a studio's mails to one of its clients are written in (workflow mails, review
// requests, portal codes): the one kept on the client, else the one their latest documents were
// written in, else a fallback, as the studio keeps no language of its own.
import type postgres from 'postgres';
import type { MailLanguage } from './mail-strings';

type Sql = postgres.Sql | postgres.TransactionSql;

const LANGUAGES: readonly string[] = ['en', 'es', 'ca'] satisfies MailLanguage[];

/**
 * The language of studio `accountId`'s customer `customerId`, whose address is `email` (a value, or
 * the statement that reads it): their own, else their latest quote's or invoice's, else their
 * latest gallery invitation's; undefined when none is one of ours.
 */
async function languageOf(
  sql: Sql,
  accountId: string,
  customerId: string,
  email: string | postgres.PendingQuery<postgres.Row[]>,
): Promise<MailLanguage | undefined> {
  const [row] = await sql<{ language: string }[]>`
    select language from (
      select language, created_at, 0 as rank from customers
      where account_id = ${accountId} and id = ${customerId} and language is not null
      union all
      select language, created_at, 1 from quotes
      where account_id = ${accountId} and customer_id = ${customerId} and status <> 'draft'
      union all
      select language, created_at, 1 from invoices
      where account_id = ${accountId} and customer_id = ${customerId} and status <> 'draft'
      union all
      select locale, created_at, 2 from gallery_invites
      where account_id = ${accountId} and lower(email) = lower(${email}) and locale is not null
    ) documents order by rank, created_at desc limit 1`;
  return row && LANGUAGES.includes(row.language) ? (row.language as MailLanguage) : undefined;
}

/** The customer's language, else `fallback` (the page they asked from). */
export async function customerLanguage(
  sql: Sql,
  accountId: string,
  customer: { id: string; email: string },
  fallback: MailLanguage,
): Promise<MailLanguage> {
  return (await languageOf(sql, accountId, customer.id, customer.email)) ?? fallback;
}

/**
 * The studio's client's language, else English; English for an id the studio has no client by.
 * One statement: a workflow step's mail asks it for each step.
 */
export async function clientLanguage(db: Sql, accountId: string, customerId: string): Promise<MailLanguage> {
  const email = db`(select email from customers where account_id = ${accountId} and id = ${customerId})`;
  return (await languageOf(db, accountId, customerId, email)) ?? 'en';
}
