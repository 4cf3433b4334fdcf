// Payments through the real Zero handlers: the session's paid amount and payment status follow
// from its payments in every write, concurrent payments from two clients all count, and no
// mutator accepts bad input or another studio's rows.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertSession, load, pushDirect, sessionRow } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let customerId: string;

const paymentCount = async (sessionId: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from payments where session_id = ${sessionId}`)[0]?.n;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('cashier'), newUser('pickpocket')]);
  customerId = await insertCustomer(sql, owner);
});
afterAll(() => sql.end());

describe('recording payments', () => {
  it('moves the session from pending to partial to paid, in exact cents', async () => {
    const sessionId = await insertSession(sql, owner, customerId, { price: 100_030 });
    const zero = clientOf(owner);
    try {
      await load(zero, queries.sessions.byId({ accountId: owner.accountId, id: sessionId }));
      const deposit = newId();
      const pay = (id: string, amount: number, status: 'pending' | 'completed') =>
        zero.mutate(
          mutators.payment.create({ id, sessionId, date: Date.now(), amount, status, method: 'card', receipt: 'F-1' }),
        ).server;

      expect(await pay(deposit, 30_010, 'pending')).toEqual({ type: 'success' });
      expect(await sessionRow(sql, sessionId)).toMatchObject({ paymentStatus: 'pending', paymentAmount: 0 });

      expect(await zero.mutate(mutators.payment.update({ id: deposit, status: 'completed' })).server).toEqual({
        type: 'success',
      });
      expect(await sessionRow(sql, sessionId)).toMatchObject({ paymentStatus: 'partial', paymentAmount: 30_010 });

      const rest = newId();
      expect(await pay(rest, 70_020, 'completed')).toEqual({ type: 'success' });
      expect(await sessionRow(sql, sessionId)).toMatchObject({ paymentStatus: 'paid', paymentAmount: 100_030 });

      expect(await zero.mutate(mutators.payment.update({ id: rest, status: 'refunded' })).server).toEqual({
        type: 'success',
      });
      expect(await sessionRow(sql, sessionId)).toMatchObject({ paymentStatus: 'partial', paymentAmount: 30_010 });

      expect(await zero.mutate(mutators.payment.delete({ id: deposit })).server).toEqual({ type: 'success' });
      expect(await sessionRow(sql, sessionId)).toMatchObject({ paymentStatus: 'refunded', paymentAmount: 0 });

      const [stored] = await sql`select author_id, account_id, method, receipt from payments where id = ${rest}`;
      expect(stored).toEqual({ author_id: owner.userId, account_id: owner.accountId, method: 'card', receipt: 'F-1' });
    } finally {
      await zero.close();
    }
  });

  it('counts every payment when two browsers record payments on one session at the same moment', async () => {
    // Several sessions, each paid from both browsers at once: each browser sends its payments
    // in session order, so the server works on both payments of a session at the same time.
    const booked = await insertCustomer(sql, owner, 'Twin payer');
    const sessionIds: string[] = [];
    for (let i = 0; i < 8; i++) sessionIds.push(await insertSession(sql, owner, booked, { price: 2_000 }));
    const first = clientOf(owner);
    const second = clientOf(owner);
    try {
      const sessions = queries.sessions.forCustomer({ accountId: owner.accountId, customerId: booked });
      for (const zero of [first, second]) await load(zero, sessions, (rows) => rows.length === sessionIds.length);
      const payFrom = (zero: typeof first) =>
        sessionIds.map(
          (sessionId) =>
            zero.mutate(
              mutators.payment.create({ id: newId(), sessionId, date: Date.now(), amount: 1_000, status: 'completed' }),
            ).server,
        );
      const results = await Promise.all([...payFrom(first), ...payFrom(second)]);
      expect(results.every((r) => r.type === 'success')).toBe(true);

      for (const sessionId of sessionIds) {
        expect(await paymentCount(sessionId)).toBe(2);
        expect(await sessionRow(sql, sessionId)).toMatchObject({ paymentAmount: 2_000, paymentStatus: 'paid' });
      }
      // And both browsers end up showing the totals the database holds.
      for (const zero of [first, second]) {
        await expect
          .poll(async () => (await zero.run(sessions)).map((s) => s.paymentAmount), { timeout: 5000 })
          .toEqual(sessionIds.map(() => 2_000));
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('payments the server refuses', () => {
  let sessionId: string;
  let paymentId: string;

  beforeAll(async () => {
    sessionId = await insertSession(sql, owner, customerId, { price: 10_000 });
    paymentId = newId();
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${paymentId}, ${owner.accountId}, ${owner.userId}, ${sessionId}, ${Date.now()}, 4000, 'completed')`;
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -500 }],
    ['a fraction of a cent', { amount: 12.5 }],
    ['an amount as text', { amount: '12.50' }],
    ['an unknown method', { method: 'bitcoin' }],
    ['an unknown status', { status: 'stolen' }],
    ['a receipt number posing as a stored file', { receipt: `${'x'.repeat(8)}/receipts/abc` }],
    ['no date', { date: undefined }],
  ])('refuses %s and records nothing', async (_label, change) => {
    const args = { id: newId(), sessionId, date: Date.now(), amount: 1000, ...change };
    expect(await pushDirect(owner, 'payment.create', args)).toMatchObject({ error: 'app' });
    expect(await paymentCount(sessionId)).toBe(1);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a fraction of a cent', { amount: 0.5 }],
    ['an unknown status', { status: 'stolen' }],
    ['a receipt number posing as a stored file', { receipt: 'acc/receipts/xyz' }],
  ])('refuses to change a payment to %s', async (_label, change) => {
    expect(await pushDirect(owner, 'payment.update', { id: paymentId, ...change })).toMatchObject({ error: 'app' });
    const [payment] = await sql`select amount::float8 as amount, status, receipt from payments where id = ${paymentId}`;
    expect(payment).toEqual({ amount: 4000, status: 'completed', receipt: '' });
  });

  it('refuses another studio’s session, and another studio’s payment to change or delete', async () => {
    const created = await pushDirect(stranger, 'payment.create', {
      id: newId(),
      sessionId,
      date: Date.now(),
      amount: 1000,
      status: 'completed',
    });
    expect(created).toEqual({ error: 'app', message: 'not_found' });
    expect(await pushDirect(stranger, 'payment.update', { id: paymentId, amount: 1 })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(stranger, 'payment.delete', { id: paymentId })).toEqual({
      error: 'app',
      message: 'not_found',
    });

    expect(await paymentCount(sessionId)).toBe(1);
    const [payment] = await sql`select amount::float8 as amount from payments where id = ${paymentId}`;
    expect(payment?.amount).toBe(4000);
  });

  it('keeps payments on their session: a payment cannot be moved to another booking', async () => {
    const other = await insertSession(sql, owner, customerId, { price: 5000 });
    expect(await pushDirect(owner, 'payment.update', { id: paymentId, sessionId: other })).toEqual({});
    const [payment] = await sql`select session_id from payments where id = ${paymentId}`;
    expect(payment?.session_id).toBe(sessionId);
  });
});
