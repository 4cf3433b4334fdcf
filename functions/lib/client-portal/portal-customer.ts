// Which customer of a studio an address names (their language: lib/mail/client-language.ts).
import type postgres from 'postgres';

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
