// GET /api/accounts/{id}/usage: the studio's use this month and up to five before it, from the
// month it was created in, priced; its use per day this month, how it pays and where it stands
// against its limit. Owners only.
import { needs } from '@core/domain/roles';
import {
  limitState,
  meters,
  monthLines,
  monthOf,
  priceList,
  uploadsRefused,
  type Meter,
  type MonthUse,
} from '@core/domain/usage';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { storedNow, studioBilling } from '../lib/billing/usage-meter';

const MONTHS_SHOWN = 6;

/** `month` and the `count - 1` months before it, newest first. */
function monthsUpTo(month: string, count: number): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => monthOf(Date.UTC(year, number - 1 - back, 1)));
}

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const now = Date.now();
  // Read all at once, over the last six months; the months before the studio existed go after.
  const lastMonths = monthsUpTo(monthOf(now), MONTHS_SHOWN);
  const [[studio], billing, stored, days, sums] = await Promise.all([
    sql<{ createdAt: number }[]>`select created_at::float8 as "createdAt" from accounts where id = ${accountId}`,
    studioBilling(sql, accountId),
    storedNow(sql, accountId),
    sql<{ day: string; meter: Meter; quantity: number }[]>`
      select day::text as day, meter, quantity::float8 as quantity from usage_days
      where account_id = ${accountId} and day >= ${`${lastMonths[0]}-01`}::date order by day`,
    sql<{ month: string; meter: Meter; quantity: number }[]>`
      select to_char(day, 'YYYY-MM') as month, meter, sum(quantity)::float8 as quantity from usage_days
      where account_id = ${accountId} and day >= ${`${lastMonths.at(-1)}-01`}::date
      group by 1, 2`,
  ]);
  const first = monthOf(Math.min(studio?.createdAt ?? now, now));
  const months = lastMonths
    .filter((month) => month >= first)
    .map((month) => {
      const use: MonthUse = Object.fromEntries(
        sums.filter((sum) => sum.month === month).map((sum) => [sum.meter, sum.quantity]),
      );
      return { month, use, ...monthLines(month, use, billing.currency) };
    });
  const [current] = months;
  const limit = limitState({
    status: billing.status,
    spendingCap: billing.spendingCap,
    storedBytes: stored.storedBytes,
    deliveredBytes: current?.use.delivered_bytes ?? 0,
    monthTotal: current?.total ?? 0,
  });
  const perDay = new Map<string, Partial<Record<Meter, number>>>();
  for (const row of days) perDay.set(row.day, { ...perDay.get(row.day), [row.meter]: row.quantity });
  return json(
    200,
    {
      currency: billing.currency,
      billing: { status: billing.status, card: billing.card, spendingCap: billing.spendingCap },
      limit: { ...limit, uploadsRefused: uploadsRefused(limit) },
      allowance: Object.fromEntries(meters.map((meter) => [meter, priceList[meter].allowance])),
      months: months.map(({ month, lines, total }) => ({ month, lines, total })),
      days: [...perDay].map(([day, use]) => ({ day, use })),
      now: stored,
    },
    { 'cache-control': 'no-store' },
  );
});
