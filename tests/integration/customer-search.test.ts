// Finding customers as a photographer types: case and accents ignored, words in any order, and
// `%`, `_` and `\` taken literally. Postgres's trigger and the mutators' fold must agree, or a
// customer found in one browser would be missed by the server's answer, and the other way round.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { searchText } from '../../core/domain/search';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertSession, load, readRefusal } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let user: TestUser;
let zero: ReturnType<typeof clientOf>;

beforeAll(async () => {
  user = await newUser('searcher');
  zero = clientOf(user);
});
afterAll(async () => {
  await zero.close();
  await sql.end();
});

const storedSearchText = async (id: string) =>
  (await sql<{ search_text: string }[]>`select search_text from customers where id = ${id}`)[0]?.search_text;

/**
 * Waits until `client` has every customer of the studio that was written straight to Postgres,
 * so zero-cache's replica, which answers the searches, holds them too.
 */
const customersSynced = (client: ReturnType<typeof clientOf>, studio: TestUser, count: number) =>
  load(client, queries.customers.list({ accountId: studio.accountId, limit: 50 }), (rows) => rows.length === count);

/** The names the server's answer holds for a search, in the list's order. */
const namesFound = async (search: string) =>
  (await zero.run(queries.customers.list({ accountId: user.accountId, search, limit: 50 }), { type: 'complete' })).map(
    (customer) => customer.name,
  );

describe('the search text Postgres keeps', () => {
  it('is the fold the mutators write, for the letters studios write names in', async () => {
    const writer = await newUser('folder');
    const names = [
      'Núria Marín Puigcerdà',
      'Çelik Gül Ünal',
      'José Muñoz Peña',
      'Françoise Lefèvre Œillet',
      'Søren Åberg Ærø',
      'Łukasz Żółć Dvořák',
      'Grüße Straße',
      'Jordi Col·lell',
    ];
    for (const name of names) {
      const id = await insertCustomer(sql, writer, name);
      await sql`update customers set email = 'Ès@Example.com', phone = '+34 600' where id = ${id}`;
      expect(await storedSearchText(id)).toBe(searchText(name, 'Ès@Example.com', '+34 600'));
    }
  });
});

describe('customers.list', () => {
  beforeAll(async () => {
    for (const name of [
      'Núria Marín',
      'Nuri Costa',
      'Adrià Bianchi',
      '100% Events',
      'Ana_Bel Studio',
      'Anaxbel Ferrer',
    ]) {
      await insertCustomer(sql, user, name);
    }
    await customersSynced(zero, user, 6);
  });

  it('ignores case and accents, and takes the words in any order', async () => {
    expect(await namesFound('nuria')).toEqual(['Núria Marín']);
    expect(await namesFound('MARIN  núria')).toEqual(['Núria Marín']);
    expect(await namesFound('bianchi adria')).toEqual(['Adrià Bianchi']);
    expect(await namesFound('nur')).toEqual(['Nuri Costa', 'Núria Marín']);
  });

  it('matches %, _ and \\ as typed, not as wildcards', async () => {
    expect(await namesFound('100%')).toEqual(['100% Events']);
    expect(await namesFound('%')).toEqual(['100% Events']);
    expect(await namesFound('ana_bel')).toEqual(['Ana_Bel Studio']);
    expect(await namesFound('\\')).toEqual([]);
  });

  it('finds a customer by the name a mutator gave it, once renamed', async () => {
    const id = newId();
    const create = mutators.customer.create({
      id,
      accountId: user.accountId,
      name: 'Pere',
      email: '',
      phone: '',
      notes: '',
    });
    expect(await zero.mutate(create).server).toEqual({ type: 'success' });
    // Edited as the customer's page does, with the row synced to the browser.
    await load(zero, queries.customers.byId({ accountId: user.accountId, id }));
    const rename = mutators.customer.update({ id, name: 'Pèire Cámps Ribé', phone: '+34 611 222 333' });
    expect(await zero.mutate(rename).server).toEqual({ type: 'success' });
    expect(await namesFound('peire ribe')).toEqual(['Pèire Cámps Ribé']);
    expect(await namesFound('611 222')).toEqual(['Pèire Cámps Ribé']);
    expect(await namesFound('pere')).toEqual([]);
    expect(await storedSearchText(id)).toBe('peire camps ribe  +34 611 222 333');
  });
});

describe('the customers list order', () => {
  it('reads names as an index does, whatever their case and accents', async () => {
    const studio = await newUser('orderer');
    const client = clientOf(studio);
    try {
      for (const name of ['Zoe Bas', 'Òscar Vila', 'de la Cruz', 'Àngels Puig', 'Bruno Sala']) {
        await insertCustomer(sql, studio, name);
      }
      await customersSynced(client, studio, 5);
      const listed = await client.run(queries.customers.list({ accountId: studio.accountId, limit: 50 }), {
        type: 'complete',
      });
      expect(listed.map((customer) => customer.name)).toEqual([
        'Àngels Puig',
        'Bruno Sala',
        'de la Cruz',
        'Òscar Vila',
        'Zoe Bas',
      ]);
    } finally {
      await client.close();
    }
  });
});

describe('customers.withEmail', () => {
  it("finds the studio's customers with an e-mail, whatever its case, taking _ and % literally", async () => {
    const studio = await newUser('emails');
    const neighbour = await newUser('neighbour');
    const client = clientOf(studio);
    try {
      const named = async (owner: TestUser, name: string, email: string) => {
        const id = await insertCustomer(sql, owner, name);
        await sql`update customers set email = ${email} where id = ${id}`;
      };
      await named(studio, 'Anna Bel', 'anna_bel@example.com');
      await named(studio, 'Anna Xel', 'annaxbel@example.com');
      await named(neighbour, 'Not Yours', 'anna_bel@example.com');
      await customersSynced(client, studio, 2);
      const withEmail = async (email: string) =>
        (
          await client.run(queries.customers.withEmail({ accountId: studio.accountId, email }), { type: 'complete' })
        ).map((customer) => customer.name);
      expect(await withEmail('ANNA_BEL@example.com')).toEqual(['Anna Bel']);
      expect(await withEmail('anna%@example.com')).toEqual([]);
      expect(await withEmail('anna')).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it("refuses to look in another studio's customers, whatever the client claims", async () => {
    const owner = await newUser('email-owner');
    const prober = await newUser('email-prober');
    await insertCustomer(sql, owner, 'Private Client');
    const client = clientOf(prober, [prober.accountId, owner.accountId]);
    try {
      const probe = queries.customers.withEmail({ accountId: owner.accountId, email: 'private@example.com' });
      expect(await readRefusal(client, probe)).toMatch(/Not a member of the account/);
    } finally {
      await client.close();
    }
  });
});

describe('sessions.list', () => {
  it("finds sessions by their customer's name typed without accents", async () => {
    const other = await newUser('session-searcher');
    const client = clientOf(other);
    try {
      const ana = await insertCustomer(sql, other, 'Ana García Ibáñez');
      const jordi = await insertCustomer(sql, other, 'Jordi Vidal');
      const anas = await insertSession(sql, other, ana);
      await insertSession(sql, other, jordi);
      const upcoming = (search?: string) =>
        queries.sessions.list({
          accountId: other.accountId,
          when: 'upcoming',
          boundary: Date.now(),
          limit: 50,
          search,
        });
      await load(client, upcoming(), (rows) => rows.length === 2);
      const found = await client.run(upcoming('ibanez garcia'), { type: 'complete' });
      expect(found.map((session) => [session.id, session.customer?.name])).toEqual([[anas, 'Ana García Ibáñez']]);
    } finally {
      await client.close();
    }
  });
});
