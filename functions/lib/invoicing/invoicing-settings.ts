// The studio's invoicing profile on the server: the `account_settings` row the invoicing form
// writes, read as the screens read it (readInvoicingSettings, with its defaults).
import type postgres from 'postgres';
import { readInvoicingSettings, type InvoicingSettings } from '@core/domain/invoicing-settings';

type Sql = postgres.Sql | postgres.TransactionSql;

export async function studioInvoicingSettings(sql: Sql, accountId: string): Promise<InvoicingSettings> {
  const [row] = await sql<{ value: unknown }[]>`
    select value from account_settings where account_id = ${accountId} and key = 'invoicing'`;
  return readInvoicingSettings(row?.value);
}
