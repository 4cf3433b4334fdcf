// Sessions through the real Zero handlers: validation, account scoping (of the session and of
// every row it points to), the status transitions and the rule that money is never deleted
// as a side effect. Refusals are checked with mutations pushed straight to the server, so
// they prove what the server decides, not what a well-behaved client does.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import {
  clientOf,
  DAY,
  insertCustomer,
  insertGallery,
  insertLocation,
  insertSession,
  load,
  pushDirect,
  sessionRow,
  readRefusal,
} from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let owner0: ReturnType<typeof clientOf>;
let customerId: string;

const sessionCount = async (accountId: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from sessions where account_id = ${accountId}`)[0]?.n;

/** A session of the owner's, synced to the owner's client. */
async function ownersSession(fields: Parameters<typeof insertSession>[3] = {}): Promise<string> {
  const id = await insertSession(sql, owner, customerId, fields);
  await load(owner0, queries.sessions.byId({ accountId: owner.accountId, id }));
  return id;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('booker'), newUser('intruder')]);
  customerId = await insertCustomer(sql, owner);
  owner0 = clientOf(owner);
  await load(owner0, queries.customers.byId({ accountId: owner.accountId, id: customerId }));
});
afterAll(async () => {
  await owner0.close();
  await sql.end();
});

describe('booking a session', () => {
  it('stores it scheduled and unpaid, copying the saved location name', async () => {
    const locationId = await insertLocation(sql, owner, 'Park Güell');
    const galleryId = await insertGallery(sql, owner);
    await load(owner0, queries.locations.list({ accountId: owner.accountId }));
    await load(owner0, queries.dashboard.recentGalleries({ accountId: owner.accountId, limit: 10 }));
    const id = newId();
    const date = Date.UTC(2027, 5, 20, 15, 45);
    const result = await owner0.mutate(
      mutators.session.create({
        id,
        accountId: owner.accountId,
        customerId,
        date,
        duration: 480,
        type: 'Wedding',
        locationId,
        location: '',
        price: 150_000,
        galleryId,
        notes: '',
      }),
    ).server;
    expect(result).toEqual({ type: 'success' });
    const [row] =
      await sql`select author_id, date::float8 as date, duration, type, location, location_id, status, price::float8 as price,
                                   payment_status, payment_amount::float8 as payment_amount, gallery_id
                            from sessions where id = ${id}`;
    expect(row).toEqual({
      author_id: owner.userId,
      date,
      duration: 480,
      type: 'Wedding',
      location: 'Park Güell',
      location_id: locationId,
      status: 'scheduled',
      price: 150_000,
      payment_status: 'pending',
      payment_amount: 0,
      gallery_id: galleryId,
    });
  });

  it.each([
    ['no date', { date: undefined }],
    ['a date in year 20260', { date: Date.UTC(20260, 0, 1) }],
    ['a negative price', { price: -100 }],
    ['a price in fractions of a cent', { price: 10.5 }],
    ['an over-long type', { type: 'x'.repeat(101) }],
    ['a malformed customer id', { customerId: 'not an id' }],
    ['no length at all', { duration: 0 }],
    ['a length over a day', { duration: 24 * 60 + 1 }],
    ['a length in fractions of a minute', { duration: 59.5 }],
  ])('refuses %s and stores nothing', async (_label, change) => {
    const before = await sessionCount(owner.accountId);
    const args = {
      id: newId(),
      accountId: owner.accountId,
      customerId,
      date: Date.now() + DAY,
      price: 1000,
      ...change,
    };
    expect(await pushDirect(owner, 'session.create', args)).toMatchObject({ error: 'app' });
    expect(await sessionCount(owner.accountId)).toBe(before);
  });

  it('always starts a booking scheduled, whatever status the client sends, and an hour long unless told', async () => {
    const id = newId();
    const args = { id, accountId: owner.accountId, customerId, date: Date.now() + DAY, status: 'completed' };
    expect(await pushDirect(owner, 'session.create', args)).toEqual({});
    expect(await sessionRow(sql, id)).toMatchObject({ status: 'scheduled', duration: 60 });
  });

  it('refuses to point at another studio’s customer, location or gallery', async () => {
    const foreignCustomer = await insertCustomer(sql, stranger, 'Not yours');
    const foreignLocation = await insertLocation(sql, stranger, 'Elsewhere');
    const foreignGallery = await insertGallery(sql, stranger, 'Theirs');
    const before = await sessionCount(owner.accountId);
    const base = { accountId: owner.accountId, customerId, date: Date.now() + DAY };
    for (const change of [
      { customerId: foreignCustomer },
      { locationId: foreignLocation },
      { galleryId: foreignGallery },
    ]) {
      expect(await pushDirect(owner, 'session.create', { ...base, id: newId(), ...change })).toEqual({
        error: 'app',
        message: 'not_found',
      });
    }
    expect(await sessionCount(owner.accountId)).toBe(before);
  });

  it('refuses a booking in a studio the caller does not belong to', async () => {
    const before = await sessionCount(owner.accountId);
    const args = { id: newId(), accountId: owner.accountId, customerId, date: Date.now() + DAY };
    expect(await pushDirect(stranger, 'session.create', args)).toEqual({ error: 'app', message: 'forbidden' });
    expect(await sessionCount(owner.accountId)).toBe(before);
  });
});

describe('changing a session', () => {
  it.each([
    ['a negative price', { price: -1 }],
    ['a date that is not a number', { date: '2027-06-20' }],
    ['notes longer than 10,000 characters', { notes: 'x'.repeat(10_001) }],
    ['a gallery id that is no id', { galleryId: '../etc' }],
    ['a length of two minutes', { duration: 2 }],
  ])('refuses %s and changes nothing', async (_label, change) => {
    const id = await insertSession(sql, owner, customerId, { price: 5000 });
    expect(await pushDirect(owner, 'session.update', { id, ...change })).toMatchObject({ error: 'app' });
    expect(await sessionRow(sql, id)).toMatchObject({ price: 5000, status: 'scheduled' });
  });

  it('refuses an unknown status', async () => {
    const id = await insertSession(sql, owner, customerId);
    expect(await pushDirect(owner, 'session.setStatus', { id, status: 'postponed' })).toMatchObject({ error: 'app' });
    expect((await sessionRow(sql, id))?.status).toBe('scheduled');
  });
});

describe('another studio’s sessions', () => {
  it('cannot be read, changed, moved through statuses or deleted', async () => {
    const id = await insertSession(sql, owner, customerId, { price: 5000 });
    // The stranger's client claims the owner's studio: only the server's context counts.
    const stranger0 = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      expect(await readRefusal(stranger0, queries.sessions.byId({ accountId: owner.accountId, id }))).toMatch(
        /Not a member of the account/,
      );
    } finally {
      await stranger0.close();
    }
    for (const [name, args] of [
      ['session.update', { id, notes: 'hijacked', price: 1 }],
      ['session.setStatus', { id, status: 'cancelled' }],
      ['session.delete', { id }],
    ] as const) {
      expect(await pushDirect(stranger, name, args)).toEqual({ error: 'app', message: 'not_found' });
    }
    expect(await sessionRow(sql, id)).toMatchObject({ status: 'scheduled', price: 5000 });
  });

  it('cannot be handed to a customer of another studio', async () => {
    const id = await insertSession(sql, owner, customerId);
    const foreignCustomer = await insertCustomer(sql, stranger, 'Stranger’s client');
    expect(await pushDirect(owner, 'session.update', { id, customerId: foreignCustomer })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect((await sessionRow(sql, id))?.customerId).toBe(customerId);
  });
});

describe('status transitions', () => {
  it('confirms and cancels a future session but will not mark it completed before it happens', async () => {
    const id = await ownersSession({ date: Date.now() + 3 * DAY });
    expect(await owner0.mutate(mutators.session.setStatus({ id, status: 'confirmed' })).server).toEqual({
      type: 'success',
    });
    expect(await pushDirect(owner, 'session.setStatus', { id, status: 'completed' })).toEqual({
      error: 'app',
      message: 'invalid_status_transition',
    });
    expect(await owner0.mutate(mutators.session.setStatus({ id, status: 'cancelled' })).server).toEqual({
      type: 'success',
    });
    expect((await sessionRow(sql, id))?.status).toBe('cancelled');
  });

  it('completes a session that took place, and refuses to cancel it afterwards', async () => {
    const id = await ownersSession({ date: Date.now() - DAY, status: 'confirmed' });
    expect(await owner0.mutate(mutators.session.setStatus({ id, status: 'completed' })).server).toEqual({
      type: 'success',
    });
    expect(await pushDirect(owner, 'session.setStatus', { id, status: 'cancelled' })).toEqual({
      error: 'app',
      message: 'invalid_status_transition',
    });
    expect((await sessionRow(sql, id))?.status).toBe('completed');
  });
});

describe('price changes', () => {
  it('re-derive the payment status from the payments already recorded', async () => {
    const id = await ownersSession({ price: 10_000 });
    const paid = await owner0.mutate(
      mutators.payment.create({ id: newId(), sessionId: id, date: Date.now(), amount: 10_000, status: 'completed' }),
    ).server;
    expect(paid).toEqual({ type: 'success' });
    expect(await sessionRow(sql, id)).toMatchObject({ paymentStatus: 'paid', paymentAmount: 10_000 });
    await owner0.mutate(mutators.session.update({ id, price: 25_000 })).server;
    expect(await sessionRow(sql, id)).toMatchObject({ paymentStatus: 'partial', paymentAmount: 10_000, price: 25_000 });
  });
});

describe('deleting a session', () => {
  it('is refused while payments are recorded on it, and allowed once they are gone', async () => {
    const id = await ownersSession({ price: 10_000 });
    const paymentId = newId();
    await owner0.mutate(mutators.payment.create({ id: paymentId, sessionId: id, date: Date.now(), amount: 2_000 }))
      .server;
    expect(await pushDirect(owner, 'session.delete', { id })).toEqual({
      error: 'app',
      message: 'session_has_payments',
    });
    expect(await sessionRow(sql, id)).toBeDefined();
    expect(await owner0.mutate(mutators.payment.delete({ id: paymentId })).server).toEqual({ type: 'success' });
    expect(await owner0.mutate(mutators.session.delete({ id })).server).toEqual({ type: 'success' });
    expect(await sessionRow(sql, id)).toBeUndefined();
  });
});

describe('the sessions list', () => {
  it('splits upcoming from past, filters by status and payment status, and searches by customer', async () => {
    const user = await newUser('lister');
    const ana = await insertCustomer(sql, user, 'Ana García');
    const jordi = await insertCustomer(sql, user, 'Jordi Vidal');
    const now = Date.now();
    const soon = await insertSession(sql, user, ana, { date: now + DAY });
    const later = await insertSession(sql, user, jordi, { date: now + 2 * DAY, status: 'confirmed' });
    const past = await insertSession(sql, user, ana, { date: now - DAY, status: 'completed' });
    await sql`update sessions set price = 5000, payment_amount = 5000, payment_status = 'paid' where id = ${past}`;
    const zero = clientOf(user);
    try {
      const list = (args: Partial<Parameters<typeof queries.sessions.list>[0]>) =>
        zero.run(
          queries.sessions.list({ accountId: user.accountId, when: 'upcoming', boundary: now, limit: 50, ...args }),
          { type: 'complete' },
        );
      // Written last: once it is here, so is everything before it, for every query asked after.
      await load(
        zero,
        queries.sessions.list({ accountId: user.accountId, when: 'past', boundary: now, limit: 50 }),
        (rows) => rows.some((s) => s.id === past && s.paymentStatus === 'paid'),
      );
      expect((await list({})).map((s) => s.id)).toEqual([soon, later]);
      expect((await list({ order: 'desc' })).map((s) => s.id)).toEqual([later, soon]);
      expect((await list({ when: 'past' })).map((s) => s.id)).toEqual([past]);
      expect((await list({ statuses: ['confirmed'] })).map((s) => s.id)).toEqual([later]);
      expect((await list({ paymentStatuses: ['paid'] })).map((s) => s.id)).toEqual([]);
      expect((await list({ when: 'past', paymentStatuses: ['paid'] })).map((s) => s.id)).toEqual([past]);
      expect((await list({ when: 'past', paymentStatuses: ['pending'] })).map((s) => s.id)).toEqual([]);
      const found = await list({ search: 'garc' });
      expect(found.map((s) => [s.id, s.customer?.name])).toEqual([[soon, 'Ana García']]);
      expect((await list({ limit: 1 })).map((s) => s.id)).toEqual([soon]);
    } finally {
      await zero.close();
    }
  });
});

describe('the calendar', () => {
  it("reads one window's sessions of every status, soonest first, with their customer", async () => {
    const user = await newUser('agenda');
    const ana = await insertCustomer(sql, user, 'Ana García');
    // A week from midnight UTC, a month ahead: its first instant is in it, its end is not.
    const from = Date.UTC(2027, 0, 4);
    const to = from + 7 * DAY;
    const first = await insertSession(sql, user, ana, { date: from });
    const cancelled = await insertSession(sql, user, ana, { date: from + DAY, status: 'cancelled' });
    const held = await insertSession(sql, user, ana, { date: to - 1, status: 'completed' });
    await insertSession(sql, user, ana, { date: from - 1 });
    const last = await insertSession(sql, user, ana, { date: to });
    const zero = clientOf(user);
    try {
      // Written last: once it is here, so is everything before it, for every query asked after.
      await load(
        zero,
        queries.sessions.calendar({ accountId: user.accountId, from: to, to: to + 1, limit: 1 }),
        (rows) => rows.some((s) => s.id === last),
      );
      const week = await zero.run(queries.sessions.calendar({ accountId: user.accountId, from, to, limit: 500 }), {
        type: 'complete',
      });
      expect(week.map((s) => [s.id, s.status, s.customer?.name])).toEqual([
        [first, 'scheduled', 'Ana García'],
        [cancelled, 'cancelled', 'Ana García'],
        [held, 'completed', 'Ana García'],
      ]);
      const limited = await zero.run(queries.sessions.calendar({ accountId: user.accountId, from, to, limit: 1 }), {
        type: 'complete',
      });
      expect(limited.map((s) => s.id)).toEqual([first]);
    } finally {
      await zero.close();
    }
  });

  it("shows another studio's week as nothing, even to a client claiming its membership", async () => {
    const date = Date.now() + 3 * DAY;
    await insertSession(sql, owner, customerId, { date });
    const zero = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      const week = zero.run(
        queries.sessions.calendar({ accountId: owner.accountId, from: date - DAY, to: date + DAY, limit: 500 }),
        { type: 'complete' },
      );
      // The query handler refuses the foreign account: the run is rejected with no rows.
      expect(
        await week.then(
          (rows) => ({ rows }),
          (rows: unknown) => ({ refused: rows }),
        ),
      ).toEqual({ refused: [] });
    } finally {
      await zero.close();
    }
  });

  it.each([
    ['ends before it starts', -DAY],
    ['is empty', 0],
    ['is longer than six weeks', 43 * DAY],
  ])('refuses a window that %s, with a stable code', async (_label, length) => {
    const from = Date.UTC(2027, 0, 4);
    const res = await api('POST', '/api/zero/read', {
      token: owner.accessToken,
      body: {
        queries: [
          {
            name: 'sessions.calendar',
            args: { accountId: owner.accountId, from, to: from + length, limit: 50 },
          },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });
});

describe('deleting a customer who has sessions', () => {
  /** A customer with two sessions, one carrying two payments; all synced to the owner's client. */
  async function bookedCustomer(name: string) {
    const id = await insertCustomer(sql, owner, name);
    const withPayments = await insertSession(sql, owner, id, { price: 20_000 });
    const without = await insertSession(sql, owner, id);
    for (const amount of [5_000, 15_000]) {
      await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
                values (${newId()}, ${owner.accountId}, ${owner.userId}, ${withPayments}, ${Date.now()}, ${amount}, 'completed')`;
    }
    await load(owner0, queries.customers.byId({ accountId: owner.accountId, id }));
    await load(owner0, queries.sessions.forCustomer({ accountId: owner.accountId, customerId: id }));
    return { id, sessions: [withPayments, without] };
  }

  const rows = async (customerId: string) => ({
    customers: (await sql`select 1 from customers where id = ${customerId}`).length,
    sessions: (await sql`select 1 from sessions where customer_id = ${customerId}`).length,
  });

  it('is refused without a plan for the sessions', async () => {
    const customer = await bookedCustomer('Needs a plan');
    expect(await pushDirect(owner, 'customer.delete', { id: customer.id })).toEqual({
      error: 'app',
      message: 'customer_has_sessions',
    });
    expect(await rows(customer.id)).toEqual({ customers: 1, sessions: 2 });
  });

  it('can move the sessions and their payments to another customer first', async () => {
    const customer = await bookedCustomer('Duplicate entry');
    const heir = await insertCustomer(sql, owner, 'The real one');
    await load(owner0, queries.customers.byId({ accountId: owner.accountId, id: heir }));
    const result = await owner0.mutate(
      mutators.customer.delete({ id: customer.id, sessions: { action: 'reassign', customerId: heir } }),
    ).server;
    expect(result).toEqual({ type: 'success' });
    expect(await rows(customer.id)).toEqual({ customers: 0, sessions: 0 });
    const moved = await sql`select id from sessions where customer_id = ${heir} order by id`;
    expect(moved.map((r) => r.id as string).sort()).toEqual([...customer.sessions].sort());
    const payments = await sql`select 1 from payments where session_id = ${customer.sessions[0] ?? ''}`;
    expect(payments.length).toBe(2);
  });

  it('refuses to hand the sessions to another studio’s customer', async () => {
    const customer = await bookedCustomer('Stays put');
    const foreign = await insertCustomer(sql, stranger, 'Foreign heir');
    const plan = { action: 'reassign', customerId: foreign };
    expect(await pushDirect(owner, 'customer.delete', { id: customer.id, sessions: plan })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await rows(customer.id)).toEqual({ customers: 1, sessions: 2 });
  });

  it('deletes sessions and payments only when the confirmed counts are still true', async () => {
    const customer = await bookedCustomer('Asked to be forgotten');
    const stale = { action: 'delete', sessionCount: 2, paymentCount: 1 };
    expect(await pushDirect(owner, 'customer.delete', { id: customer.id, sessions: stale })).toEqual({
      error: 'app',
      message: 'deletion_confirmation_mismatch',
    });
    expect(await rows(customer.id)).toEqual({ customers: 1, sessions: 2 });

    const confirmed = { action: 'delete' as const, sessionCount: 2, paymentCount: 2 };
    expect(await owner0.mutate(mutators.customer.delete({ id: customer.id, sessions: confirmed })).server).toEqual({
      type: 'success',
    });
    expect(await rows(customer.id)).toEqual({ customers: 0, sessions: 0 });
    const left = await sql`select 1 from payments where session_id in ${sql(customer.sessions)}`;
    expect(left.length).toBe(0);
  });
});
