// The Zero handlers are the security boundary of synced data: zero-cache forwards the client's
// token, and /api/zero/query and /api/zero/mutate must verify it and scope every row to the
// caller's accounts, whatever the client claims about itself.
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { DAY, insertSession, load } from './support/booking-fixtures';
import { zeroClient } from '../support/zero-client';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let ownersCustomerId: string;

const customerCount = async (accountId: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from customers where account_id = ${accountId}`)[0]?.n;

beforeAll(async () => {
  owner = await newUser('owner');
  stranger = await newUser('stranger');
  ownersCustomerId = newId();
  await sql`insert into customers (id, account_id, author_id, name, email)
            values (${ownersCustomerId}, ${owner.accountId}, ${owner.userId}, 'Private Client', 'private@example.com')`;
});
afterAll(() => sql.end());

describe('token verification', () => {
  const forged = () => {
    const [header, payload] = owner.accessToken.split('.');
    return `${header}.${payload}.${'A'.repeat(86)}`;
  };

  /** A token the real signing key signed, that expired a minute ago (or, for the control, is fresh). */
  const expired = async (expiresIn = -60) => {
    const jwk = JSON.parse(await readFile(process.env.AUTH_KEY_FILE ?? '', 'utf8')) as JWK;
    const key = await importJWK(jwk, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    // The owner's own sign-in, which has not ended: only the expiry differs from their real token.
    const { session_id } = decodeJwt(owner.accessToken);
    return new SignJWT({ role: 'authenticated', email: owner.email, session_id })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid ?? '' })
      .setSubject(owner.userId)
      .setAudience('authenticated')
      .setIssuer(`${platformOrigin()}/auth/v1`)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now + expiresIn)
      .sign(key);
  };

  it('accepts the same token while unexpired (so the expired case fails on expiry alone)', async () => {
    const res = await api('GET', '/api/accounts', { token: await expired(600) });
    expect(res.status).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['expired', 'expired'],
    ['forged', 'forged'],
    ['garbage', 'not-a-jwt'],
  ])('refuses a %s token on every endpoint with 401, writing nothing', async (_label, kind) => {
    const token = kind === 'forged' ? forged() : kind === 'expired' ? await expired() : kind;
    const before = await customerCount(owner.accountId);
    const push = {
      clientGroupID: 'cg',
      mutations: [
        {
          type: 'custom',
          id: 1,
          clientID: 'c1',
          name: 'customer.create',
          args: [{ id: newId(), accountId: owner.accountId, name: 'Injected' }],
          timestamp: Date.now(),
        },
      ],
      pushVersion: 1,
      timestamp: Date.now(),
      requestID: 'r1',
    };
    const mutate = await api('POST', '/api/zero/mutate?schema=zero_0&appID=zero', { token, body: push });
    expect(mutate.status).toBe(401);
    const query = await api('POST', '/api/zero/query?schema=zero_0&appID=zero', { token, body: ['transform', []] });
    expect(query.status).toBe(401);
    const read = await api('POST', '/api/zero/read', {
      token,
      body: { queries: [{ name: 'customers.list', args: { accountId: owner.accountId } }] },
    });
    expect(read.status).toBe(401);
    expect(await customerCount(owner.accountId)).toBe(before);
  });
});

describe('membership', () => {
  it('gives a member their own customers and lets them write with their authorship', async () => {
    const zero = zeroClient({
      userID: owner.userId,
      auth: owner.accessToken,
      context: { userID: owner.userId, roles: { [owner.accountId]: 'owner' } },
    });
    try {
      const customers = queries.customers.list({ accountId: owner.accountId });
      await load(zero, customers, (rows) => rows.some((r) => r.name === 'Private Client'));
      expect((await zero.run(customers)).map((r) => r.name)).toContain('Private Client');

      const id = newId();
      const result = await zero.mutate(
        mutators.customer.create({
          id,
          accountId: owner.accountId,
          name: 'New Bride',
          email: 'bride@example.com',
          phone: '',
          notes: '',
        }),
      ).server;
      expect(result).toEqual({ type: 'success' });
      const [row] = await sql`select author_id, name from customers where id = ${id}`;
      expect(row).toEqual({ author_id: owner.userId, name: 'New Bride' });
    } finally {
      await zero.close();
    }
  });

  it('reads zero rows of another account, even when the client claims membership', async () => {
    const zero = zeroClient({
      userID: stranger.userId,
      auth: stranger.accessToken,
      context: { userID: stranger.userId, roles: { [stranger.accountId]: 'owner', [owner.accountId]: 'owner' } },
    });
    try {
      // The query handler refuses the foreign account outright: the client's run is rejected,
      // holding the rows it got, which are none.
      const outcome = (run: Promise<unknown>) =>
        run.then(
          (rows) => ({ rows }),
          (rows: unknown) => ({ refused: rows }),
        );
      const list = zero.run(queries.customers.list({ accountId: owner.accountId }), { type: 'complete' });
      expect(await outcome(list)).toEqual({ refused: [] });
      const one = zero.run(queries.customers.byId({ accountId: owner.accountId, id: ownersCustomerId }), {
        type: 'complete',
      });
      expect(await outcome(one)).toEqual({ refused: undefined });
    } finally {
      await zero.close();
    }
  });

  it('writes zero rows into another account: create, update and delete are refused', async () => {
    const zero = zeroClient({
      userID: stranger.userId,
      auth: stranger.accessToken,
      context: { userID: stranger.userId, roles: { [stranger.accountId]: 'owner', [owner.accountId]: 'owner' } },
    });
    try {
      const before = await customerCount(owner.accountId);
      const created = await zero.mutate(
        mutators.customer.create({
          id: newId(),
          accountId: owner.accountId,
          name: 'Intruder',
          email: '',
          phone: '',
          notes: '',
        }),
      ).server;
      expect(created).toMatchObject({ type: 'error', error: { type: 'app', message: 'forbidden' } });

      const updated = await zero.mutate(mutators.customer.update({ id: ownersCustomerId, name: 'Renamed' })).server;
      expect(updated).toMatchObject({ type: 'error', error: { message: 'not_found' } });

      const deleted = await zero.mutate(mutators.customer.delete({ id: ownersCustomerId })).server;
      expect(deleted).toMatchObject({ type: 'error', error: { message: 'not_found' } });

      expect(await customerCount(owner.accountId)).toBe(before);
      const [row] = await sql`select name from customers where id = ${ownersCustomerId}`;
      expect(row?.name).toBe('Private Client');
    } finally {
      await zero.close();
    }
  });

  it('refuses invalid input in the mutator and stores nothing', async () => {
    const zero = zeroClient({
      userID: owner.userId,
      auth: owner.accessToken,
      context: { userID: owner.userId, roles: { [owner.accountId]: 'owner' } },
    });
    try {
      const before = await customerCount(owner.accountId);
      const result = await zero.mutate(
        mutators.customer.create({
          id: newId(),
          accountId: owner.accountId,
          name: '  ',
          email: 'not-an-email',
          phone: '',
          notes: '',
        }),
      ).server;
      expect(result.type).toBe('error');
      expect(await customerCount(owner.accountId)).toBe(before);
    } finally {
      await zero.close();
    }
  });
});

describe('naming a query for zero-cache (/api/zero/query)', () => {
  it.each(['customers', 'customers.everything', 'toString'])(
    'answers %s, which is no query, with an error naming it',
    async (name) => {
      const res = await api('POST', '/api/zero/query?schema=zero_0&appID=zero', {
        token: owner.accessToken,
        body: ['transform', [{ id: 'q1', name, args: [{ accountId: owner.accountId }] }]],
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        kind: 'QueryResponse',
        userID: owner.userId,
        queries: [{ error: 'app', id: 'q1', name, message: `No query named ${name}` }],
      });
    },
  );
});

describe("zero-cache's requests with a body that is not JSON", () => {
  it.each(['/api/zero/query', '/api/zero/mutate'])('are refused by %s as invalid input', async (path) => {
    for (const rawBody of ['{"clientGroupID":', '']) {
      const res = await api('POST', `${path}?schema=zero_0&appID=zero`, { token: owner.accessToken, rawBody });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    }
  });
});

describe('reading named queries once (/api/zero/read)', () => {
  const read = (user: TestUser, ...queries: { name?: string; args?: unknown }[]) =>
    api('POST', '/api/zero/read', { token: user.accessToken, body: { queries } });

  it('answers what the sync client gets for the same queries, related rows included', async () => {
    await insertSession(sql, owner, ownersCustomerId, { price: 12000 });
    const args = { accountId: owner.accountId, when: 'upcoming' as const, boundary: Date.now() - DAY, limit: 100 };
    const zero = zeroClient({
      userID: owner.userId,
      auth: owner.accessToken,
      context: { userID: owner.userId, roles: { [owner.accountId]: 'owner' } },
    });
    try {
      // The session went straight into Postgres: the sync client gets it once zero-cache has
      // replicated it, which a fresh CI run showed can come after its first complete answer.
      const synced = await vi.waitFor(
        async () => {
          const rows = await zero.run(queries.sessions.list(args), { type: 'complete' });
          expect(rows.length).toBeGreaterThan(0);
          return rows;
        },
        { timeout: 10_000 },
      );
      const res = await read(
        owner,
        { name: 'sessions.list', args },
        { name: 'payments.currency', args: { accountId: owner.accountId } },
      );
      expect(res.status).toBe(200);
      const { results } = (await res.json()) as { results: [unknown[], unknown] };
      expect(results[0].length).toBeGreaterThan(0);
      expect(results[0]).toEqual(JSON.parse(JSON.stringify(synced)));
      expect(results[0][0]).toMatchObject({ price: 12000, customer: { name: 'Private Client' } });
      // A studio that never chose a currency has no setting row: null, as JSON has no undefined.
      expect(results[1]).toBeNull();
    } finally {
      await zero.close();
    }
  });

  it("answers another studio's query like a missing account, with no rows, even beside its own", async () => {
    const res = await read(
      stranger,
      { name: 'customers.list', args: { accountId: stranger.accountId } },
      { name: 'customers.list', args: { accountId: owner.accountId } },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Account not found' } });
  });

  it.each([
    [
      'an unknown query',
      (accountId: string) => [{ name: 'customers.everything', args: { accountId } }],
      404,
      'not_found',
    ],
    [
      'a group of queries, not one',
      (accountId: string) => [{ name: 'customers', args: { accountId } }],
      404,
      'not_found',
    ],
    [
      'a name that is no query at all',
      (accountId: string) => [{ name: 'toString', args: { accountId } }],
      404,
      'not_found',
    ],
    [
      'arguments the query refuses',
      (accountId: string) => [{ name: 'customers.list', args: { accountId, limit: -5 } }],
      400,
      'invalid_input',
    ],
    ['a query without a name', () => [{ args: {} }], 400, 'invalid_input'],
    ['no query at all', () => [], 400, 'invalid_input'],
  ])('refuses %s with a stable code', async (_label, queriesOf, status, code) => {
    const res = await read(owner, ...queriesOf(owner.accountId));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code } });
  });
});
