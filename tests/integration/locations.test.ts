// Saved locations through the real Zero handlers: validated, scoped to their studio, and
// deleting one never rewrites where past sessions took place.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertLocation, load, pushDirect, readRefusal } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;

const locationsOf = (accountId: string) =>
  sql`select name, address, notes from locations where account_id = ${accountId} order by name`;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('scout'), newUser('squatter')]);
});
afterAll(() => sql.end());

describe('locations', () => {
  it('are created, renamed and deleted by members, with their authorship', async () => {
    const zero = clientOf(owner);
    try {
      const id = newId();
      const created = await zero.mutate(
        mutators.location.create({
          id,
          accountId: owner.accountId,
          name: ' Studio ',
          address: 'Carrer de Mallorca 210',
          notes: '',
        }),
      ).server;
      expect(created).toEqual({ type: 'success' });
      expect(await sql`select author_id, name from locations where id = ${id}`).toEqual([
        { author_id: owner.userId, name: 'Studio' },
      ]);
      // As the locations list keeps it in a browser: rows no query covers are not kept.
      await load(zero, queries.locations.list({ accountId: owner.accountId }));

      expect(await zero.mutate(mutators.location.update({ id, notes: 'North light' })).server).toEqual({
        type: 'success',
      });
      expect(await locationsOf(owner.accountId)).toEqual([
        { name: 'Studio', address: 'Carrer de Mallorca 210', notes: 'North light' },
      ]);

      expect(await zero.mutate(mutators.location.delete({ id })).server).toEqual({ type: 'success' });
      expect(await locationsOf(owner.accountId)).toEqual([]);
    } finally {
      await zero.close();
    }
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['an over-long name', { name: 'x'.repeat(201) }],
    ['an over-long address', { address: 'x'.repeat(501) }],
  ])('refuse %s', async (_label, change) => {
    const before = (await locationsOf(owner.accountId)).length;
    expect(
      await pushDirect(owner, 'location.create', { id: newId(), accountId: owner.accountId, name: 'Beach', ...change }),
    ).toMatchObject({ error: 'app' });
    expect((await locationsOf(owner.accountId)).length).toBe(before);
  });

  it('refuse a rename to an empty name', async () => {
    const id = await insertLocation(sql, owner, 'Lighthouse');
    expect(await pushDirect(owner, 'location.update', { id, name: ' ' })).toMatchObject({ error: 'app' });
    expect(await sql`select name from locations where id = ${id}`).toEqual([{ name: 'Lighthouse' }]);
  });

  it('of another studio cannot be added to, read, changed or deleted', async () => {
    const id = await insertLocation(sql, owner, 'Private venue');
    expect(
      await pushDirect(stranger, 'location.create', { id: newId(), accountId: owner.accountId, name: 'Planted' }),
    ).toEqual({ error: 'app', message: 'forbidden' });
    expect(await pushDirect(stranger, 'location.update', { id, name: 'Renamed' })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(stranger, 'location.delete', { id })).toEqual({ error: 'app', message: 'not_found' });

    const stranger0 = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      expect(await readRefusal(stranger0, queries.locations.list({ accountId: owner.accountId }))).toMatch(
        /Not a member of the account/,
      );
      // The same client is answered for the studio it does belong to.
      expect(await readRefusal(stranger0, queries.locations.list({ accountId: stranger.accountId }))).toBeUndefined();
    } finally {
      await stranger0.close();
    }
    expect((await locationsOf(owner.accountId)).map((l) => l.name)).toContain('Private venue');
  });

  it('once deleted, leave past sessions where they happened', async () => {
    const customerId = await insertCustomer(sql, owner);
    const locationId = await insertLocation(sql, owner, 'Old lighthouse');
    const sessionId = newId();
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, location, location_id)
              values (${sessionId}, ${owner.accountId}, ${owner.userId}, ${customerId}, ${Date.now()}, 'Old lighthouse', ${locationId})`;
    const zero = clientOf(owner);
    try {
      await load(zero, queries.locations.list({ accountId: owner.accountId }), (rows) =>
        rows.some((l) => l.id === locationId),
      );
      expect(await zero.mutate(mutators.location.delete({ id: locationId })).server).toEqual({ type: 'success' });
    } finally {
      await zero.close();
    }
    expect(await sql`select location, location_id from sessions where id = ${sessionId}`).toEqual([
      { location: 'Old lighthouse', location_id: null },
    ]);
  });
});
