// Writing one key of a studio's account_settings (currency, invoicing, …): Zero syncs the row
// to every member, so the screens see the change at once.
import type postgres from 'postgres';

export async function storeAccountSetting(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  key: string,
  value: postgres.JSONValue,
  authorId: string,
): Promise<void> {
  await sql`
    insert into account_settings (account_id, key, value, author_id)
    values (${accountId}, ${key}, ${sql.json(value)}, ${authorId})
    on conflict (account_id, key) do update
      set value = excluded.value, author_id = excluded.author_id, updated_at = private.now_ms()`;
}
