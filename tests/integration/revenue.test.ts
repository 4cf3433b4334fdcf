// The daily revenue the dashboards add up is kept by a database trigger from completed
// payments, whoever writes them (mutators, the seed, a support script): after any change, and
// under concurrent writes, it equals the sum of the studio's completed payments per UTC day.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, utcDay } from '../../core/domain/revenue';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 10 });
let owner: TestUser;
let sessionId: string;

beforeAll(async () => {
  owner = await newUser('revenue');
  sessionId = await insertSession(sql, owner, await insertCustomer(sql, owner), { price: 1_000_000 });
});
afterAll(() => sql.end());

type Day = { day: number; amount: number };

const stored = async (): Promise<Day[]> =>
  (
    await sql<{ day: number; amount: string }[]>`
      select day, amount from revenue_days where account_id = ${owner.accountId} order by day`
  ).map((r) => ({ day: r.day, amount: Number(r.amount) }));

/** What the daily revenue must be: completed payments, summed per UTC day. */
async function expected(): Promise<Day[]> {
  const payments = await sql<{ date: string; amount: string }[]>`
    select date, amount from payments where account_id = ${owner.accountId} and status = 'completed'`;
  const byDay = new Map<number, number>();
  for (const p of payments)
    byDay.set(utcDay(Number(p.date)), (byDay.get(utcDay(Number(p.date))) ?? 0) + Number(p.amount));
  return [...byDay].map(([day, amount]) => ({ day, amount })).sort((a, b) => a.day - b.day);
}

async function pay(date: number, amount: number, status = 'completed'): Promise<string> {
  const id = newId();
  await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
            values (${id}, ${owner.accountId}, ${owner.userId}, ${sessionId}, ${date}, ${amount}, ${status})`;
  return id;
}

describe('revenue per day', () => {
  const monday = Date.UTC(2026, 10, 16, 10, 0);

  it('follows payments as they are recorded, corrected, refunded, moved and deleted', async () => {
    const a = await pay(monday, 30_010);
    await pay(monday + 3_600_000, 70_020);
    await pay(monday, 5_000, 'pending');
    expect(await stored()).toEqual([{ day: utcDay(monday), amount: 100_030 }]);

    await sql`update payments set amount = 30_011 where id = ${a}`;
    expect(await stored()).toEqual(await expected());

    await sql`update payments set date = ${monday + 2 * DAY_MS} where id = ${a}`;
    expect(await stored()).toEqual([
      { day: utcDay(monday), amount: 70_020 },
      { day: utcDay(monday) + 2, amount: 30_011 },
    ]);

    await sql`update payments set status = 'refunded' where id = ${a}`;
    expect(await stored()).toEqual([{ day: utcDay(monday), amount: 70_020 }]);

    await sql`update payments set status = 'completed' where status = 'pending' and account_id = ${owner.accountId}`;
    await sql`delete from payments where id = ${a}`;
    expect(await stored()).toEqual(await expected());
    expect(await stored()).toEqual([{ day: utcDay(monday), amount: 75_020 }]);
  });

  it('adds up payments recorded at the same moment on the same day', async () => {
    const day = Date.UTC(2026, 10, 18, 12, 0);
    await Promise.all(Array.from({ length: 40 }, (_, n) => pay(day + n * 1000, 1_001 + n)));
    expect(await stored()).toEqual(await expected());
    const total = (await stored()).find((d) => d.day === utcDay(day))?.amount;
    expect(total).toBe(40 * 1_001 + (39 * 40) / 2);
  });
});
