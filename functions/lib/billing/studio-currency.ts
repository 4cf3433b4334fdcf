// The studio's currency on the server: the `account_settings` row the currency form writes, as the
// screens read it (readCurrency, with its default). What it is billed in, what its prices and
// exported amounts are written in.
import type postgres from 'postgres';
import { readCurrency, type Currency } from '@core/domain/currency';

type Sql = postgres.Sql | postgres.TransactionSql;

/** The studio's chosen currency setting as a column of a query over `accounts a`; read it with readCurrency. */
export const chosenCurrency = (sql: Sql) =>
  sql`(select s.value from account_settings s where s.account_id = a.id and s.key = 'currency')`;

/** The currency the studio chose, or the default when it chose none. */
export async function studioCurrency(sql: Sql, accountId: string): Promise<Currency> {
  const [row] = await sql<{ currency: unknown }[]>`
    select ${chosenCurrency(sql)} as currency from accounts a where a.id = ${accountId}`;
  return readCurrency(row?.currency);
}
