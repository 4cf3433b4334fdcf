// GET /api/accounts/{id}/usage: the studio's use this month and the five before, priced, its use
// per day this month, how it pays and where it stands against its limit. Owners only.
import { needs } from '@core/domain/roles';
import { meters, monthLines, monthOf, priceList, uploadsRefused, type Meter } from '@core/domain/usage';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { monthUse, storedNow, studioBilling, studioLimit } from '../lib/usage-meter';

const MONTHS_SHOWN = 6;

/** `month` and the months before it, newest first. */
function monthsUpTo(month: string, count: number): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => monthOf(Date.UTC(year, number - 1 - back, 1)));
}

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const now = Date.now();
  const month = monthOf(now);
  const billing = await studioBilling(sql, accountId);
  const [limit, stored, days, ...months] = await Promise.all([
    studioLimit(sql, accountId, 0, now),
    storedNow(sql, accountId),
    sql<{ day: string; meter: Meter; quantity: number }[]>`
      select day::text as day, meter, quantity::float8 as quantity from usage_days
      where account_id = ${accountId} and day >= ${`${month}-01`}::date order by day`,
    ...monthsUpTo(month, MONTHS_SHOWN).map(async (shown) => ({
      month: shown,
      ...monthLines(shown, await monthUse(sql, accountId, shown), billing.currency),
    })),
  ]);
  const perDay = new Map<string, Partial<Record<Meter, number>>>();
  for (const row of days) perDay.set(row.day, { ...perDay.get(row.day), [row.meter]: row.quantity });
  return json(
    200,
    {
      currency: billing.currency,
      billing: { status: billing.status, card: billing.card, spendingCap: billing.spendingCap },
      limit: { ...limit, uploadsRefused: uploadsRefused(limit) },
      allowance: Object.fromEntries(meters.map((meter) => [meter, priceList[meter].allowance])),
      months,
      days: [...perDay].map(([day, use]) => ({ day, use })),
      now: stored,
    },
    { 'cache-control': 'no-store' },
  );
});
