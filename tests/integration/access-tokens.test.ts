// Personal access tokens: a manager makes one in Settings, sees it listed with its expiry and last
// use, and revokes it. With one, a publishing tool (the Lightroom plugin) lists and creates the
// studio's galleries and uploads into them; every other route, Zero's included, refuses it, and
// a revoked, expired or orphaned token is refused everywhere, with no row changed.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, jpeg, presign, sha256, uploadedPhoto } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('tokens'), newUser('stranger')]);
});
afterAll(() => sql.end());

type Listed = { id: string; name: string; createdAt: number; expiresAt: number; lastUsedAt: number | null };

const tokensPath = (accountId: string) => `/api/accounts/${accountId}/access-tokens`;

async function makeToken(user: TestUser, name = 'Lightroom', days = 90, accountId = user.accountId) {
  const res = await api('POST', tokensPath(accountId), { token: user.accessToken, body: { name, days } });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: Listed; secret: string };
}

async function listed(user: TestUser, accountId = user.accountId): Promise<Listed[]> {
  const res = await api('GET', tokensPath(accountId), { token: user.accessToken });
  expect(res.status).toBe(200);
  return ((await res.json()) as { tokens: Listed[] }).tokens;
}

async function answer(res: Response): Promise<string> {
  if (res.status < 400) return String(res.status);
  const body = (await res.json()) as { error: { code: string } };
  return `${res.status} ${body.error.code}`;
}

const galleriesOf = (accountId: string) => sql`select * from galleries where account_id = ${accountId} order by id`;

describe('personal access tokens in Settings', () => {
  it('are shown once in full, listed after without their secret, and kept only as their hash', async () => {
    const before = Date.now();
    const { token, secret } = await makeToken(owner, '  Lightroom on the laptop ', 30);
    expect(secret).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Lightroom on the laptop', lastUsedAt: null });
    expect(token.expiresAt - token.createdAt).toBe(30 * 86_400_000);
    expect(token.createdAt).toBeGreaterThanOrEqual(before);

    const list = await listed(owner);
    expect(list).toContainEqual(token);
    expect(JSON.stringify(list)).not.toContain(secret.slice(4));
    const [stored] = await sql`select * from private.access_tokens where id = ${token.id}`;
    expect(stored?.token_hash).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(4));
  });

  it('refuse a name or lifetime Settings does not offer, making nothing', async () => {
    const count = async () =>
      (await sql`select id from private.access_tokens where account_id = ${owner.accountId}`).length;
    const before = await count();
    for (const body of [
      { name: '', days: 30 },
      { name: 'x'.repeat(101), days: 30 },
      { name: 'Lightroom', days: 7 },
      { name: 'Lightroom', days: 30, scope: 'everything' },
    ]) {
      const res = await api('POST', tokensPath(owner.accountId), { token: owner.accessToken, body });
      expect(await answer(res), JSON.stringify(body)).toBe('400 invalid_input');
    }
    expect(await count()).toBe(before);
  });

  it('are each person’s own: another manager neither sees nor revokes them', async () => {
    const manager = await newUser('manager');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${manager.userId}, 'manager')`;
    const mine = await makeToken(owner);
    const theirs = await makeToken(manager, 'Their Lightroom', 365, owner.accountId);
    expect((await listed(manager, owner.accountId)).map((t) => t.id)).toEqual([theirs.token.id]);
    expect((await listed(owner)).map((t) => t.id)).not.toContain(theirs.token.id);

    const res = await api('DELETE', `${tokensPath(owner.accountId)}/${mine.token.id}`, { token: manager.accessToken });
    expect(await answer(res)).toBe('404 not_found');
    const strangers = await api('DELETE', `${tokensPath(owner.accountId)}/${mine.token.id}`, {
      token: stranger.accessToken,
    });
    expect(await answer(strangers)).toBe('404 not_found');
    const [row] = await sql`select revoked_at from private.access_tokens where id = ${mine.token.id}`;
    expect(row?.revoked_at).toBeNull();
  });
});

describe('what an access token opens', () => {
  it('lists its own studio’s galleries, names and ids only, and creates a draft gallery there', async () => {
    const { secret } = await makeToken(owner);
    const wedding = await createGallery(sql, owner, { name: 'Anna & Joan' });
    const elsewhere = await createGallery(sql, stranger, { name: 'Not yours' });

    const res = await api('GET', '/api/publish/galleries', { token: secret });
    expect(res.status).toBe(200);
    const { galleries } = (await res.json()) as { galleries: Record<string, unknown>[] };
    expect(galleries).toContainEqual({ id: wedding, name: 'Anna & Joan' });
    expect(galleries.every((g) => Object.keys(g).sort().join() === 'id,name')).toBe(true);
    expect(galleries.map((g) => g.id)).not.toContain(elsewhere);

    const made = await api('POST', '/api/publish/galleries', { token: secret, body: { name: ' Portraits 2026 ' } });
    expect(made.status).toBe(201);
    const { gallery } = (await made.json()) as { gallery: { id: string; name: string } };
    const [row] = await sql`select account_id, author_id, name, status from galleries where id = ${gallery.id}`;
    expect(row).toEqual({
      account_id: owner.accountId,
      author_id: owner.userId,
      name: 'Portraits 2026',
      status: 'draft',
    });
  });

  it('uploads into its own studio’s galleries only, though its maker belongs to another', async () => {
    const { secret } = await makeToken(owner);
    const asToken = { ...owner, accessToken: secret };
    const mine = await createGallery(sql, owner);
    const other = await newUser('other');
    await sql`insert into account_members (account_id, user_id, role) values (${other.accountId}, ${owner.userId}, 'owner')`;
    const theirs = await createGallery(sql, other);

    const photo = await uploadedPhoto(asToken, mine, 'IMG_1.jpg', await jpeg(64, 48));
    const [row] = await sql`select account_id, author_id from photos where id = ${photo.id}`;
    expect(row).toEqual({ account_id: owner.accountId, author_id: owner.userId });
    const file = { clientId: '1', name: 'IMG_2.jpg', size: 1000, type: 'image/jpeg' };
    expect(await answer(await presign(asToken, theirs, [file]))).toBe('404 not_found');
    expect(await answer(await presign(owner, theirs, [file]))).toBe('200');
    expect(await sql`select id from photos where gallery_id = ${theirs}`).toEqual([]);
  });

  it('opens nothing else: Zero, invoices, the team, the token routes, a gallery’s deletion', async () => {
    const { token, secret } = await makeToken(owner);
    const gallery = await createGallery(sql, owner);
    const before = { galleries: await galleriesOf(owner.accountId), tokens: await listed(owner) };
    const a = owner.accountId;
    const zeroBody = {
      clientGroupID: newId(),
      mutations: [],
      pushVersion: 1,
      timestamp: Date.now(),
      requestID: newId(),
    };
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/zero/query?schema=zero_0&appID=zero', ['transform', []]],
      ['POST', '/api/zero/mutate?schema=zero_0&appID=zero', zeroBody],
      ['POST', `/api/accounts/${a}/invoices/${newId()}/issue`, {}],
      ['GET', `/api/accounts/${a}/team`],
      ['GET', tokensPath(a)],
      ['POST', tokensPath(a), { name: 'Another', days: 365 }],
      ['DELETE', `${tokensPath(a)}/${token.id}`],
      ['DELETE', `/api/gallery/${gallery}`],
      ['GET', '/api/accounts'],
    ];
    const answers: Record<string, string> = {};
    for (const [method, path, body] of attempts) {
      answers[`${method} ${path}`] = await answer(await api(method, path, { token: secret, accountId: a, body }));
    }
    expect(answers).toEqual(Object.fromEntries(attempts.map(([m, p]) => [`${m} ${p}`, '401 unauthenticated'])));
    expect({ galleries: await galleriesOf(a), tokens: await listed(owner) }).toEqual(before);
  });

  it('is not taken where a sign-in is expected, nor a sign-in where a token is', async () => {
    const res = await api('GET', '/api/publish/galleries', { token: owner.accessToken });
    expect(await answer(res)).toBe('401 unauthenticated');
    for (const bad of ['pst_short', `pst_${'A'.repeat(43)}`, 'pst_%27%20or%201%3D1']) {
      expect(await answer(await api('GET', '/api/publish/galleries', { token: bad })), bad).toBe('401 unauthenticated');
    }
  });
});

describe('a token that no longer stands', () => {
  it('is refused once revoked, at once and with its own code, and leaves the list', async () => {
    const { token, secret } = await makeToken(owner);
    expect((await api('GET', '/api/publish/galleries', { token: secret })).status).toBe(200);
    const revoked = await api('DELETE', `${tokensPath(owner.accountId)}/${token.id}`, { token: owner.accessToken });
    expect(revoked.status).toBe(204);
    const before = await galleriesOf(owner.accountId);
    expect(await answer(await api('GET', '/api/publish/galleries', { token: secret }))).toBe(
      '401 access_token_revoked',
    );
    const create = await api('POST', '/api/publish/galleries', { token: secret, body: { name: 'After revoking' } });
    expect(await answer(create)).toBe('401 access_token_revoked');
    expect(await galleriesOf(owner.accountId)).toEqual(before);
    expect((await listed(owner)).map((t) => t.id)).not.toContain(token.id);
    const again = await api('DELETE', `${tokensPath(owner.accountId)}/${token.id}`, { token: owner.accessToken });
    expect(await answer(again)).toBe('404 not_found');
  });

  it('is refused once expired, and stays listed as expired', async () => {
    const { token, secret } = await makeToken(owner);
    await sql`update private.access_tokens set expires_at = ${Date.now() - 1000} where id = ${token.id}`;
    expect(await answer(await api('GET', '/api/publish/galleries', { token: secret }))).toBe(
      '401 access_token_expired',
    );
    expect((await listed(owner)).find((t) => t.id === token.id)?.expiresAt).toBeLessThan(Date.now());
  });

  it('stops working when its maker is no longer a manager, and goes when they leave the studio', async () => {
    const leaving = await newUser('leaving');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${leaving.userId}, 'manager')`;
    const { token, secret } = await makeToken(leaving, 'Lightroom', 90, owner.accountId);
    expect((await api('GET', '/api/publish/galleries', { token: secret })).status).toBe(200);
    await sql`update account_members set role = 'assistant' where account_id = ${owner.accountId} and user_id = ${leaving.userId}`;
    expect(await answer(await api('GET', '/api/publish/galleries', { token: secret }))).toBe('403 forbidden');
    await sql`delete from account_members where account_id = ${owner.accountId} and user_id = ${leaving.userId}`;
    expect(await answer(await api('GET', '/api/publish/galleries', { token: secret }))).toBe('401 unauthenticated');
    expect(await sql`select id from private.access_tokens where id = ${token.id}`).toEqual([]);
  });
});

describe('a token’s last use', () => {
  const lastUse = async (id: string) =>
    Number((await sql<{ at: string }[]>`select last_used_at as at from private.access_tokens where id = ${id}`)[0]?.at);

  it('is recorded, and written again only once it is a minute old', async () => {
    const { token, secret } = await makeToken(owner);
    const use = () => api('GET', '/api/publish/galleries', { token: secret });
    const before = Date.now();
    await use();
    expect(await lastUse(token.id)).toBeGreaterThanOrEqual(before);

    const recent = Date.now() - 30_000;
    await sql`update private.access_tokens set last_used_at = ${recent} where id = ${token.id}`;
    await use();
    expect(await lastUse(token.id)).toBe(recent);

    const old = Date.now() - 61_000;
    await sql`update private.access_tokens set last_used_at = ${old} where id = ${token.id}`;
    await use();
    expect(await lastUse(token.id)).toBeGreaterThan(old + 60_000);
    expect((await listed(owner)).find((t) => t.id === token.id)?.lastUsedAt).toBe(await lastUse(token.id));
  });
});
