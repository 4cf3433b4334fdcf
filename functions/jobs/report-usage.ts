// Reports each paying studio's billable use to billing, one finished UTC day at a time, as meter
// events (docs/decisions/pay-per-use.md). `reported_through` moves past a day only once billing
// took it, so a failed run leaves the day for the next; an overlapping run may send a day twice,
// which billing counts once (the event's identifier is the customer, day and meter).
import type postgres from 'postgres';
import type { Meter } from '@core/domain/usage';
import { billing } from '../lib/billing/billing';
import type { UsageEvent } from '../lib/billing/billing-types';
import { chargedMeters } from '../lib/billing/stripe-meter-events';
import { daysToReport } from './billable-days';

type PayingStudio = { accountId: string; customerId: string; reportedThrough: string | null };

export async function reportBillableUse(sql: postgres.Sql, now: number, logError: (e: unknown) => void): Promise<void> {
  // A studio behind on an invoice still has its subscription, and its use still costs.
  const studios = await sql<PayingStudio[]>`
    select account_id as "accountId", customer_id as "customerId", reported_through::text as "reportedThrough"
    from account_billing
    where status in ('active', 'past_due') and customer_id is not null`;
  for (const studio of studios) {
    const days = daysToReport(studio.reportedThrough, now);
    if (days.length === 0) continue;
    await reportStudio(sql, studio, days).catch(logError);
  }
}

async function reportStudio(sql: postgres.Sql, studio: PayingStudio, days: string[]): Promise<void> {
  const first = days[0]!;
  const last = days.at(-1)!;
  const rows = await sql<{ day: string; meter: Meter; quantity: number }[]>`
    select day::text as day, meter, quantity::float8 as quantity from usage_days
    where account_id = ${studio.accountId} and day between ${first}::date and ${last}::date
      and meter in ${sql(chargedMeters)} and quantity > 0
    order by day`;
  const events: UsageEvent[] = rows.map((row) => ({ customerId: studio.customerId, ...row }));
  await billing().reportUse(events);
  // Only from where this run started: a run that overlapped and got further keeps its place.
  await sql`
    update account_billing set reported_through = ${last}::date
    where account_id = ${studio.accountId} and reported_through is not distinct from ${studio.reportedThrough}::date`;
}
