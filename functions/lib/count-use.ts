// What a studio uses is counted where it happens (renders, mails, bytes served), so every room
// that does something billable counts it here without importing billing (docs/decisions/pay-per-use.md).
import type postgres from 'postgres';
import { utcDate, type Meter } from '@core/domain/usage';

type Sql = postgres.Sql | postgres.TransactionSql;

/** Adds `quantity` to the studio's count of `meter` for today (renders, mails, bytes served locally). */
export async function countUse(sql: Sql, accountId: string, meter: Meter, quantity = 1, now = Date.now()) {
  if (quantity <= 0) return;
  await sql`
    insert into usage_days as u (account_id, day, meter, quantity)
    values (${accountId}, ${utcDate(now)}, ${meter}, ${quantity})
    on conflict (account_id, day, meter) do update set quantity = u.quantity + excluded.quantity`;
}
