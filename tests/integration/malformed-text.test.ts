// Text Postgres cannot store: U+0000 (NUL), which no text or jsonb value may hold, and a lone
// UTF-16 surrogate, which has no UTF-8 form. Sent in a path, a JSON field or a Zero mutation or
// query, it is refused with 400 `invalid_text` (or that code as a Zero error) and changes nothing;
// it must never reach Postgres and come back as a 500 or as Postgres's own message.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let slug: string;

beforeAll(async () => {
  owner = await newUser('malformed');
  slug = await giveSlug(sql, owner);
});
afterAll(() => sql.end());

/** Everything of the studio a refused request could have written. */
const studioRows = async () => ({
  account: await sql`select name, settings from accounts where id = ${owner.accountId}`,
  customers:
    await sql`select id, name, email, search_text from customers where account_id = ${owner.accountId} order by id`,
  enquiries: await sql`select id, message from enquiries where account_id = ${owner.accountId} order by id`,
});

const refusedCode = async (res: Response) => {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as { error: { code: string } }).error.code;
};

const publicGet = (path: string) => uniqueCaller().fetch(`${platformOrigin()}${path}`);

describe('a NUL in a public address', () => {
  it.each([
    '/api/p/%00/site',
    '/api/p/%00/page',
    '/api/p/%00/galleries',
    '/api/p/%00/booking',
    '/api/p/{slug}/gallery/%00',
    '/api/p/{slug}/bookings/%00',
    '/api/images/abc/%00',
    '/api/logos/%00/logo',
    '/api/fonts/%00',
    '/api/downloads/%00',
    '/api/calendar/%00/sessions.ics',
  ])('GET %s answers 400 invalid_text', async (path) => {
    const res = await publicGet(path.replace('{slug}', slug));
    expect(res.status).toBe(400);
    expect(await refusedCode(res)).toBe('invalid_text');
  });

  it.each(['/p/%00', '/p/{slug}/%00', '/p/{slug}/gallery/%00'])(
    'GET %s answers 400 with a page, not a server error',
    async (path) => {
      const res = await publicGet(path.replace('{slug}', slug));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    },
  );
});

describe('unstorable text in a JSON field', () => {
  it('refuses an enquiry whose name holds a NUL, keeping no customer or enquiry', async () => {
    const before = await studioRows();
    const res = await uniqueCaller().fetch(`${platformOrigin()}/api/p/${slug}/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana\u0000', email: `nul-${newId().slice(0, 8)}@example.com`.toLowerCase() }),
    });
    expect(res.status).toBe(400);
    expect(await refusedCode(res)).toBe('invalid_text');
    expect(await studioRows()).toEqual(before);
  });

  it.each([
    ["an account's name with a NUL", JSON.stringify({ name: 'Lumen\u0000' })],
    ['a bio with a NUL', JSON.stringify({ settings: { photographer: { bio: 'Weddings\u0000' } } })],
    // Written as raw JSON: JSON.stringify of a lone surrogate writes the same escape.
    ['a setting with a lone surrogate', '{"settings":{"cms.settings":{"seoTitle":"Lumen \\ud800"}}}'],
    ['a settings key with a NUL', '{"settings":{"photographer":{"socialMedia":{"x\\u0000":"https://example.com"}}}}'],
  ])('refuses %s and changes nothing', async (_label, rawBody) => {
    const before = await studioRows();
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, { token: owner.accessToken, rawBody });
    expect(res.status).toBe(400);
    expect(await refusedCode(res)).toBe('invalid_text');
    expect(await studioRows()).toEqual(before);
  });
});

describe('unstorable text sent to Zero', () => {
  const zeroPath = (kind: 'mutate' | 'query') => `/api/zero/${kind}?schema=zero_0&appID=zero`;

  it.each([
    ['a NUL', 'Ana\u0000'],
    ['a lone surrogate', 'Ana\ud800'],
  ])("answers a mutation with %s in a customer's name with invalid_text, storing nothing", async (_label, name) => {
    const before = await studioRows();
    const clientID = newId();
    const push = {
      clientGroupID: newId(),
      mutations: [
        {
          type: 'custom',
          id: 1,
          clientID,
          name: 'customer.create',
          args: [{ id: newId(), accountId: owner.accountId, name, email: '', phone: '', notes: '' }],
          timestamp: Date.now(),
        },
      ],
      pushVersion: 1,
      timestamp: Date.now(),
      requestID: 'r1',
    };
    const res = await api('POST', zeroPath('mutate'), { token: owner.accessToken, body: push });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      mutations: [{ id: { clientID, id: 1 }, result: { error: 'app', message: 'invalid_text' } }],
    });
    expect(await studioRows()).toEqual(before);
  });

  it('refuses a NUL in the search of a one-off read with 400 invalid_text', async () => {
    const res = await api('POST', '/api/zero/read', {
      token: owner.accessToken,
      body: { queries: [{ name: 'customers.list', args: { accountId: owner.accountId, search: 'a\u0000' } }] },
    });
    expect(res.status).toBe(400);
    expect(await refusedCode(res)).toBe('invalid_text');
  });

  it("answers zero-cache's request for a search with a NUL with that query's invalid_text", async () => {
    const args = [{ accountId: owner.accountId, search: 'a\u0000' }];
    const res = await api('POST', zeroPath('query'), {
      token: owner.accessToken,
      body: ['transform', [{ id: 'q1', name: 'customers.list', args }]],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      queries: [{ id: 'q1', name: 'customers.list', error: 'app', message: 'invalid_text' }],
    });
  });
});
