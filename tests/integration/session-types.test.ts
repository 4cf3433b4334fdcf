// Session types through the real Zero handlers: validated, scoped to their studio, written with
// the scheduling defaults the database gives, and never reaching into sessions booked with them.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertSession, load, pushDirect, readRefusal } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;

const typesOf = (accountId: string) =>
  sql`select name, price::int, description from session_types where account_id = ${accountId} order by name`;

async function insertType(user: TestUser, name: string, price = 25_000): Promise<string> {
  const id = newId();
  await sql`insert into session_types (id, account_id, author_id, name, price)
            values (${id}, ${user.accountId}, ${user.userId}, ${name}, ${price})`;
  return id;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('offers'), newUser('poacher')]);
});
afterAll(() => sql.end());

describe('session types', () => {
  it('are created with one client per slot and the default colour, repriced and recoloured, and deleted by members', async () => {
    const zero = clientOf(owner);
    try {
      const id = newId();
      const created = await zero.mutate(
        mutators.sessionType.create({
          id,
          accountId: owner.accountId,
          name: ' Newborn ',
          price: 40_000,
          duration: 180,
        }),
      ).server;
      expect(created).toEqual({ type: 'success' });
      expect(
        await sql`select author_id, name, price::int, description, duration, max_clients, color, settings
                  from session_types where id = ${id}`,
      ).toEqual([
        {
          author_id: owner.userId,
          name: 'Newborn',
          price: 40_000,
          description: '',
          duration: 180,
          max_clients: 1,
          color: '#3B82F6',
          settings: {},
        },
      ]);
      // As the settings card keeps it in a browser: rows no query covers are not kept.
      await load(zero, queries.sessionTypes.list({ accountId: owner.accountId }));

      const repriced = await zero.mutate(
        mutators.sessionType.update({ id, price: 45_000, description: 'Props included' }),
      ).server;
      expect(repriced).toEqual({ type: 'success' });
      expect(await typesOf(owner.accountId)).toEqual([
        { name: 'Newborn', price: 45_000, description: 'Props included' },
      ]);
      // A new colour and capacity change only those.
      expect(await zero.mutate(mutators.sessionType.update({ id, color: '#e11d48', maxClients: 6 })).server).toEqual({
        type: 'success',
      });
      expect(
        await sql`select price::int, description, duration, max_clients, color from session_types where id = ${id}`,
      ).toEqual([{ price: 45_000, description: 'Props included', duration: 180, max_clients: 6, color: '#e11d48' }]);

      expect(await zero.mutate(mutators.sessionType.delete({ id })).server).toEqual({ type: 'success' });
      expect(await typesOf(owner.accountId)).toEqual([]);
    } finally {
      await zero.close();
    }
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a name longer than a session’s type', { name: 'x'.repeat(101) }],
    ['a negative price', { price: -100 }],
    ['a fraction of a cent', { price: 99.5 }],
    ['an over-long description', { description: 'x'.repeat(2_001) }],
    ['a length no session may have', { duration: 1_441 }],
  ])('refuse %s', async (_label, change) => {
    const before = await typesOf(owner.accountId);
    expect(
      await pushDirect(owner, 'sessionType.create', {
        id: newId(),
        accountId: owner.accountId,
        name: 'Portrait',
        price: 25_000,
        ...change,
      }),
    ).toMatchObject({ error: 'app' });
    expect(await typesOf(owner.accountId)).toEqual(before);
  });

  it('refuse a change to an empty name or a negative price', async () => {
    const id = await insertType(owner, 'Family', 35_000);
    expect(await pushDirect(owner, 'sessionType.update', { id, name: ' ' })).toMatchObject({ error: 'app' });
    expect(await pushDirect(owner, 'sessionType.update', { id, price: -1 })).toMatchObject({ error: 'app' });
    expect(await sql`select name, price::int from session_types where id = ${id}`).toEqual([
      { name: 'Family', price: 35_000 },
    ]);
  });

  it('refuse a name another of the studio’s types has, whatever its case and accents', async () => {
    const studio = await newUser('namesakes');
    const id = await insertType(studio, 'Recién nacido', 40_000);
    const other = await insertType(studio, 'Family', 35_000);
    expect(
      await pushDirect(studio, 'sessionType.create', {
        id: newId(),
        accountId: studio.accountId,
        name: ' recien NACIDO ',
      }),
    ).toEqual({ error: 'app', message: 'session_type_exists' });
    expect(await pushDirect(studio, 'sessionType.update', { id: other, name: 'RECIÉN NACIDO' })).toEqual({
      error: 'app',
      message: 'session_type_exists',
    });
    // A type keeps its own name through a change of case, and another studio may use it.
    expect(await pushDirect(studio, 'sessionType.update', { id, name: 'Recién Nacido' })).toEqual({});
    expect(
      await pushDirect(stranger, 'sessionType.create', {
        id: newId(),
        accountId: stranger.accountId,
        name: 'Recién nacido',
      }),
    ).toEqual({});
    expect(await typesOf(studio.accountId)).toEqual([
      { name: 'Family', price: 35_000, description: '' },
      { name: 'Recién Nacido', price: 40_000, description: '' },
    ]);
  });

  it('named alike by two members at the same moment end as one', async () => {
    const studio = await newUser('twins');
    const results = await Promise.all(
      ['Maternity', 'maternity'].map((name) =>
        pushDirect(studio, 'sessionType.create', { id: newId(), accountId: studio.accountId, name }),
      ),
    );
    expect(results).toEqual(expect.arrayContaining([{}, { error: 'app', message: 'session_type_exists' }]));
    expect(await typesOf(studio.accountId)).toHaveLength(1);
  });

  it('of another studio cannot be added to, read, changed or deleted', async () => {
    const id = await insertType(owner, 'Secret package', 99_000);
    expect(
      await pushDirect(stranger, 'sessionType.create', { id: newId(), accountId: owner.accountId, name: 'Planted' }),
    ).toEqual({ error: 'app', message: 'forbidden' });
    expect(await pushDirect(stranger, 'sessionType.update', { id, price: 0 })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(stranger, 'sessionType.delete', { id })).toEqual({ error: 'app', message: 'not_found' });

    const stranger0 = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      expect(await readRefusal(stranger0, queries.sessionTypes.list({ accountId: owner.accountId }))).toMatch(
        /Not a member of the account/,
      );
      expect(
        await readRefusal(stranger0, queries.sessionTypes.list({ accountId: stranger.accountId })),
      ).toBeUndefined();
    } finally {
      await stranger0.close();
    }
    expect(await sql`select name, price::int from session_types where id = ${id}`).toEqual([
      { name: 'Secret package', price: 99_000 },
    ]);
  });

  it('ask bookings to sign one of their own studio’s contracts and pay a whole-percent deposit, nothing else', async () => {
    const template = async (user: TestUser) => {
      const id = newId();
      await sql`insert into contract_templates (id, account_id, name, body) values (${id}, ${user.accountId}, 'Terms', 'Text')`;
      return id;
    };
    const [own, foreign] = await Promise.all([template(owner), template(stranger)]);
    const id = await insertType(owner, 'Engagement', 50_000);
    const terms = () => sql`select contract_template_id, deposit_bp from session_types where id = ${id}`;

    expect(await pushDirect(owner, 'sessionType.update', { id, contractTemplateId: own, depositBp: 3_000 })).toEqual(
      {},
    );
    expect(await terms()).toEqual([{ contract_template_id: own, deposit_bp: 3_000 }]);

    // Another studio's template reads as missing; a part of a percent or more than the price is refused.
    for (const change of [
      { contractTemplateId: foreign },
      { depositBp: 3_050 },
      { depositBp: 10_100 },
      { depositBp: -100 },
    ]) {
      expect(await pushDirect(owner, 'sessionType.update', { id, ...change })).toMatchObject({ error: 'app' });
    }
    expect(await pushDirect(owner, 'sessionType.update', { id, contractTemplateId: foreign })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(
      await pushDirect(owner, 'sessionType.create', {
        id: newId(),
        accountId: owner.accountId,
        name: 'Planted terms',
        contractTemplateId: foreign,
      }),
    ).toEqual({ error: 'app', message: 'not_found' });
    expect(await terms()).toEqual([{ contract_template_id: own, deposit_bp: 3_000 }]);
    expect(await sql`select 1 from session_types where name = 'Planted terms'`).toEqual([]);

    // Letting go of both asks nothing more of a booking.
    expect(await pushDirect(owner, 'sessionType.update', { id, contractTemplateId: null, depositBp: 0 })).toEqual({});
    expect(await terms()).toEqual([{ contract_template_id: null, deposit_bp: 0 }]);
  });

  it('once repriced or deleted, leave the sessions booked with them as they were', async () => {
    const customerId = await insertCustomer(sql, owner);
    const id = await insertType(owner, 'Wedding', 240_000);
    const sessionId = await insertSession(sql, owner, customerId, { type: 'Wedding', price: 240_000 });
    const zero = clientOf(owner);
    try {
      await load(zero, queries.sessionTypes.list({ accountId: owner.accountId }), (rows) =>
        rows.some((type) => type.id === id),
      );
      expect(await zero.mutate(mutators.sessionType.update({ id, price: 260_000 })).server).toEqual({
        type: 'success',
      });
      expect(await zero.mutate(mutators.sessionType.delete({ id })).server).toEqual({ type: 'success' });
    } finally {
      await zero.close();
    }
    expect(await sql`select type, price::int from sessions where id = ${sessionId}`).toEqual([
      { type: 'Wedding', price: 240_000 },
    ]);
  });
});
