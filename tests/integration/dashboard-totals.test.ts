// The totals the dashboards add up are kept by database triggers, whoever writes the rows
// (mutators, the seed, a support script): after any change, and under concurrent writes,
//   - the daily revenue equals the studio's completed payments summed per UTC day;
//   - the outstanding balance, in total and per UTC day, equals what `sessionBalance` says the
//     studio's sessions still owe.
// And a studio with such totals can still be deleted.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { sessionBalance } from '../../core/domain/money';
import { DAY_MS, utcDay } from '../../core/domain/revenue';
import type { SessionStatus } from '../../core/domain/session-values';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 10 });
let owner: TestUser;
let sessionId: string;

beforeAll(async () => {
  owner = await newUser('revenue');
  // A fixed date, away from the days the tests below book: a default of "in a week" landed on
  // one of them when the suite ran on 24 November.
  sessionId = await insertSession(sql, owner, await insertCustomer(sql, owner), {
    date: Date.UTC(2026, 9, 1, 12, 0),
    price: 1_000_000,
  });
});
afterAll(() => sql.end());

type Day = { day: number; amount: number };

/** Amounts per day, in day order, leaving out days that add up to nothing. */
function byDay(entries: readonly (readonly [number, number])[]): Day[] {
  const days = new Map<number, number>();
  for (const [day, amount] of entries) days.set(day, (days.get(day) ?? 0) + amount);
  return [...days]
    .filter(([, amount]) => amount !== 0)
    .map(([day, amount]) => ({ day, amount }))
    .sort((a, b) => a.day - b.day);
}

const stored = async (): Promise<Day[]> =>
  (
    await sql<{ day: number; amount: string }[]>`
      select day, amount from revenue_days where account_id = ${owner.accountId} order by day`
  ).map((r) => ({ day: r.day, amount: Number(r.amount) }));

/** What the daily revenue must be: completed payments, summed per UTC day. */
async function expected(): Promise<Day[]> {
  const payments = await sql<{ date: string; amount: string }[]>`
    select date, amount from payments where account_id = ${owner.accountId} and status = 'completed'`;
  return byDay(payments.map((p) => [utcDay(Number(p.date)), Number(p.amount)]));
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

describe('outstanding balance', () => {
  let customerId: string;
  beforeAll(async () => {
    customerId = await insertCustomer(sql, owner, 'Marc Soler');
  });

  const storedTotal = async () => {
    const [row] = await sql<{ amount: string }[]>`
      select amount from outstanding_totals where account_id = ${owner.accountId}`;
    return row === undefined ? 0 : Number(row.amount);
  };
  const storedDays = async (): Promise<Day[]> =>
    (
      await sql<{ day: number; amount: string }[]>`
        select day, amount from outstanding_days where account_id = ${owner.accountId} order by day`
    ).map((r) => ({ day: r.day, amount: Number(r.amount) }));

  /** What every session of the studio still owes, as the app computes it, per UTC day. */
  async function owed(): Promise<Day[]> {
    const sessions = await sql<{ date: string; price: string; paymentAmount: string; status: SessionStatus }[]>`
      select date, price, payment_amount as "paymentAmount", status from sessions where account_id = ${owner.accountId}`;
    return byDay(
      sessions.map((s) => [
        utcDay(Number(s.date)),
        sessionBalance({ price: Number(s.price), paymentAmount: Number(s.paymentAmount), status: s.status }),
      ]),
    );
  }

  async function expectConsistent() {
    const days = await owed();
    expect(await storedDays()).toEqual(days);
    expect(await storedTotal()).toBe(days.reduce((sum, d) => sum + d.amount, 0));
  }

  it('follows sessions as they are booked, paid, repriced, moved, called off and deleted', async () => {
    const day = Date.UTC(2026, 11, 1, 9, 0);
    const before = await storedTotal();
    const daysBefore = await storedDays();
    const a = await insertSession(sql, owner, customerId, { date: day, price: 120_000 });
    const b = await insertSession(sql, owner, customerId, { date: day + 3_600_000, price: 80_050 });
    expect(await storedTotal()).toBe(before + 200_050);
    await expectConsistent();

    // The payment mutators write the sum of a session's completed payments here.
    await sql`update sessions set payment_amount = 50_000, payment_status = 'partial' where id = ${a}`;
    expect(await storedTotal()).toBe(before + 150_050);
    await sql`update sessions set payment_amount = 90_000, payment_status = 'paid' where id = ${b}`;
    expect(await storedTotal()).toBe(before + 70_000);
    await expectConsistent();

    await sql`update sessions set price = 60_000 where id = ${a}`;
    await sql`update sessions set date = ${day + 5 * DAY_MS} where id = ${a}`;
    expect((await storedDays()).find((d) => d.day === utcDay(day) + 5)?.amount).toBe(10_000);
    await expectConsistent();

    await sql`update sessions set status = 'cancelled' where id = ${a}`;
    expect(await storedTotal()).toBe(before);
    await sql`update sessions set status = 'completed' where id = ${a}`;
    expect(await storedTotal()).toBe(before + 10_000);
    await sql`update sessions set status = 'no_show' where id = ${a}`;
    await expectConsistent();

    await sql`delete from sessions where id = ${b}`;
    await sql`update sessions set status = 'scheduled' where id = ${a}`;
    await sql`delete from sessions where id = ${a}`;
    expect(await storedTotal()).toBe(before);
    expect(await storedDays()).toEqual(daysBefore);
  });

  it('adds up sessions booked and paid at the same moment on the same day', async () => {
    const day = Date.UTC(2026, 11, 3, 10, 0);
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        insertSession(sql, owner, customerId, { date: day + n * 1000, price: 10_000 + n }),
      ),
    );
    await Promise.all(ids.map((id) => sql`update sessions set payment_amount = 5_000 where id = ${id}`));
    expect((await storedDays()).find((d) => d.day === utcDay(day))?.amount).toBe(30 * 5_000 + (29 * 30) / 2);
    await expectConsistent();
  });
});

describe('deleting a studio', () => {
  it('goes through with its sessions, payments and totals', async () => {
    const studio = await newUser('deleted-studio');
    const session = await insertSession(sql, studio, await insertCustomer(sql, studio), { price: 40_000 });
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${newId()}, ${studio.accountId}, ${studio.userId}, ${session}, ${Date.now()}, 10_000, 'completed')`;
    await sql`update sessions set payment_amount = 10_000, payment_status = 'partial' where id = ${session}`;
    const totals = () => sql`
      select 1 from revenue_days where account_id = ${studio.accountId}
      union all select 1 from outstanding_days where account_id = ${studio.accountId}
      union all select 1 from outstanding_totals where account_id = ${studio.accountId}`;
    expect(await totals()).toHaveLength(3);

    await sql`delete from accounts where id = ${studio.accountId}`;
    expect(await sql`select 1 from sessions where account_id = ${studio.accountId}`).toHaveLength(0);
    expect(await totals()).toHaveLength(0);
  });
});
