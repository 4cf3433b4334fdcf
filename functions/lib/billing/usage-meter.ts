// What a studio uses, counted where it happens, on the server only (docs/decisions/pay-per-use.md),
// and the limit its uploads are held to.
import type postgres from 'postgres';
import {
  limitState,
  monthLines,
  monthOf,
  billingCurrencyOf,
  uploadsRefused,
  type BillingStatus,
  type LimitState,
  type Meter,
  type MonthUse,
} from '@core/domain/usage';
import { readCurrency } from '@core/domain/currency';
import { HttpError } from '../http';
import { chosenCurrency } from './studio-currency';

type Sql = postgres.Sql | postgres.TransactionSql;

export type StudioBilling = {
  status: BillingStatus;
  spendingCap: number | null;
  card: { brand: string; last4: string } | null;
  currency: ReturnType<typeof billingCurrencyOf>;
  /** Billing's customer for the studio, once it has one. */
  customerId: string | null;
};

/** How the studio pays; a studio that never set billing up is on the free allowance. */
export async function studioBilling(sql: Sql, accountId: string): Promise<StudioBilling> {
  const [row] = await sql<
    {
      status: BillingStatus | null;
      spendingCap: number | null;
      brand: string | null;
      last4: string | null;
      currency: unknown;
      customerId: string | null;
    }[]
  >`
    select b.status, b.spending_cap::float8 as "spendingCap", b.card_brand as brand, b.card_last4 as last4,
           ${chosenCurrency(sql)} as currency, b.customer_id as "customerId"
    from accounts a left join account_billing b on b.account_id = a.id
    where a.id = ${accountId}`;
  return {
    status: row?.status ?? 'free',
    spendingCap: row?.spendingCap ?? null,
    card: row?.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
    currency: billingCurrencyOf(readCurrency(row?.currency).code),
    customerId: row?.customerId ?? null,
  };
}

/** The `usage_days` rows of `month` (`YYYY-MM`). */
const dayInMonth = (sql: Sql, month: string) =>
  sql`day >= ${`${month}-01`}::date and day < (${`${month}-01`}::date + interval '1 month')`;

/** What each meter of the studio adds up to over `month` (`YYYY-MM`); gauges in unit-days. */
export async function monthUse(sql: Sql, accountId: string, month: string): Promise<MonthUse> {
  const rows = await sql<{ meter: Meter; quantity: number }[]>`
    select meter, sum(quantity)::float8 as quantity from usage_days
    where account_id = ${accountId} and ${dayInMonth(sql, month)}
    group by meter`;
  return Object.fromEntries(rows.map((row) => [row.meter, row.quantity]));
}

export type StoredNow = { storedBytes: number; photos: number };

export async function storedNow(sql: Sql, accountId: string): Promise<StoredNow> {
  const [row] = await sql<StoredNow[]>`
    select stored_bytes::float8 as "storedBytes", photos from account_storage where account_id = ${accountId}`;
  return row ?? { storedBytes: 0, photos: 0 };
}

/** Where the studio stands against its limit now, were `addedBytes` more stored: one round trip. */
export async function studioLimit(sql: Sql, accountId: string, addedBytes = 0, now = Date.now()): Promise<LimitState> {
  const month = monthOf(now);
  const [row] = await sql<
    {
      status: BillingStatus | null;
      spendingCap: number | null;
      currency: unknown;
      storedBytes: number | null;
      use: MonthUse | null;
    }[]
  >`
    select b.status, b.spending_cap::float8 as "spendingCap", ${chosenCurrency(sql)} as currency,
      (select stored_bytes::float8 from account_storage where account_id = a.id) as "storedBytes",
      (select jsonb_object_agg(meter, total) from (
         select meter, sum(quantity)::float8 as total from usage_days
         where account_id = a.id and ${dayInMonth(sql, month)}
         group by meter) m) as use
    from accounts a left join account_billing b on b.account_id = a.id
    where a.id = ${accountId}`;
  const use = row?.use ?? {};
  return limitState({
    status: row?.status ?? 'free',
    spendingCap: row?.spendingCap ?? null,
    storedBytes: (row?.storedBytes ?? 0) + addedBytes,
    deliveredBytes: use.delivered_bytes ?? 0,
    monthTotal: monthLines(month, use, billingCurrencyOf(readCurrency(row?.currency).code)).total,
  });
}

/**
 * Refuses an upload of `addedBytes` the studio's limit does not allow, with a 402 the upload
 * panel explains and links to Usage. What is already stored and delivered is never touched.
 * Outside a registration this is an early answer only: refuseUploadPastLimitLocked decides.
 */
export async function refuseUploadPastLimit(sql: Sql, accountId: string, addedBytes: number): Promise<void> {
  const state = await studioLimit(sql, accountId, addedBytes);
  if (!uploadsRefused(state)) return;
  if (state.kind === 'past_due')
    throw new HttpError(402, 'billing_past_due', "The studio's last invoice is unpaid; uploads are paused");
  throw new HttpError(402, 'usage_limit_reached', 'The studio has reached its limit for this month', {
    limit: state.kind,
    ...(state.meter ? { meter: state.meter } : {}),
  });
}

/**
 * The deciding refusal, inside the transaction that registers the upload: the studio's
 * `account_storage` row stays locked until it commits, so one studio's registrations take turns
 * and each is judged with the bytes of those before it. A studio that never stored anything gets
 * its row first (the photos' trigger would make it at the insert), so it too has one to lock.
 */
export async function refuseUploadPastLimitLocked(
  tx: postgres.TransactionSql,
  accountId: string,
  addedBytes: number,
): Promise<void> {
  await tx`insert into account_storage (account_id) values (${accountId}) on conflict (account_id) do nothing`;
  await tx`select 1 from account_storage where account_id = ${accountId} for update`;
  await refuseUploadPastLimit(tx, accountId, addedBytes);
}
