import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';

let owner: TestUser;
let stranger: TestUser;
const sql = postgres(databaseUrl(), { onnotice: () => {} });

beforeAll(async () => {
  owner = await newUser('owner');
  stranger = await newUser('stranger');
});
afterAll(() => sql.end());

async function accountRow(id: string) {
  const [row] = await sql`select name, slug, settings from accounts where id = ${id}`;
  return row;
}

describe('GET /api/accounts', () => {
  it('lists only the caller’s own studio, owned by them', async () => {
    const res = await api('GET', '/api/accounts', { token: owner.accessToken });
    expect(res.status).toBe(200);
    const { accounts } = (await res.json()) as { accounts: { id: string; role: string }[] };
    expect(accounts).toEqual([expect.objectContaining({ id: owner.accountId, role: 'owner' })]);
  });

  it('refuses a missing or forged token with 401 and a code', async () => {
    const missing = await api('GET', '/api/accounts');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
    const [header, payload] = owner.accessToken.split('.');
    const forged = await api('GET', '/api/accounts', { token: `${header}.${payload}.${'A'.repeat(86)}` });
    expect(forged.status).toBe(401);
  });
});

describe('PATCH /api/accounts/{id}', () => {
  it('renames the studio and merges settings', async () => {
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: owner.accessToken,
      accountId: owner.accountId,
      // Typed with stray spaces: stored as the zone's name.
      body: { name: 'Golden Hour Studio', settings: { timeZone: ' Europe/Madrid ' } },
    });
    expect(res.status).toBe(200);
    const { account } = (await res.json()) as { account: { name: string } };
    expect(account.name).toBe('Golden Hour Studio');
    expect(await accountRow(owner.accountId)).toMatchObject({
      name: 'Golden Hour Studio',
      settings: { timeZone: 'Europe/Madrid' },
    });
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['an unknown field', { name: 'Ok', members: [] }],
    ['no change at all', {}],
    ['a time zone that does not exist', { settings: { timeZone: 'Mars/Olympus_Mons' } }],
  ])('answers %s with 400 invalid_input and changes nothing', async (_label, body) => {
    const before = await accountRow(owner.accountId);
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: owner.accessToken,
      accountId: owner.accountId,
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    expect(await accountRow(owner.accountId)).toEqual(before);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, { token: owner.accessToken, rawBody: '{name:' });
    expect(res.status).toBe(400);
  });

  it('treats another studio as not found and leaves it alone', async () => {
    const before = await accountRow(owner.accountId);
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: stranger.accessToken,
      body: { name: 'Hijacked' },
    });
    expect(res.status).toBe(404);
    expect(await accountRow(owner.accountId)).toEqual(before);
  });

  it('refuses an X-Account-ID that disagrees with the path', async () => {
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: owner.accessToken,
      accountId: stranger.accountId,
      body: { name: 'Confused' },
    });
    expect(res.status).toBe(400);
  });
});

describe('PATCH /api/accounts/{id} settings', () => {
  const patchSettings = (settings: unknown) =>
    api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: owner.accessToken,
      accountId: owner.accountId,
      body: { settings },
    });
  const refusal = async (res: Response) =>
    ((await res.json()) as { error: { code: string; details?: { path: string; message: string }[] } }).error;

  it('refuses an unknown key, naming it, and changes nothing', async () => {
    const before = await accountRow(owner.accountId);
    const res = await patchSettings({ timeZone: 'Europe/Paris', padding: 'x'.repeat(1000) });
    expect(res.status).toBe(400);
    expect(await refusal(res)).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'settings.padding', message: 'unknownSetting' }],
    });
    expect(await accountRow(owner.accountId)).toEqual(before);
  });

  it('refuses settings that would outgrow the size cap once merged, and changes nothing', async () => {
    expect(
      (await patchSettings({ 'cms.settings': { customCss: 'c'.repeat(8000), customJs: 'j'.repeat(8000) } })).status,
    ).toBe(200);
    const before = await accountRow(owner.accountId);
    // Every value is within its own limit, and this change alone would fit; with what is stored it would not.
    const networks = Object.fromEntries(
      ['instagram', 'facebook', 'tiktok', 'pinterest', 'flickr', 'vimeo', 'youtube'].map((network) => [
        network,
        `https://${network}.example.com/${'x'.repeat(1970)}`,
      ]),
    );
    const res = await patchSettings({ photographer: { bio: 'b'.repeat(5000), socialMedia: networks } });
    expect(res.status).toBe(400);
    expect(await refusal(res)).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'settings', message: 'settingsTooLarge' }],
    });
    expect(await accountRow(owner.accountId)).toEqual(before);
    await patchSettings({ 'cms.settings': null });
  });

  it('changes only the keys it is sent, and keeps the others', async () => {
    expect((await patchSettings({ timeZone: 'Europe/Madrid', 'theme.primaryColor': '#3B82F6' })).status).toBe(200);
    const res = await patchSettings({
      'theme.primaryColor': '#112233',
      photographer: { businessName: 'Golden Hour', email: 'hello@example.com', lockedDays: ['2026-12-25'] },
    });
    expect(res.status).toBe(200);
    const { settings } = (await accountRow(owner.accountId)) as { settings: Record<string, unknown> };
    expect(settings).toMatchObject({
      timeZone: 'Europe/Madrid',
      'theme.primaryColor': '#112233',
      photographer: { businessName: 'Golden Hour', email: 'hello@example.com', lockedDays: ['2026-12-25'] },
    });
    expect(((await res.json()) as { account: { settings: unknown } }).account.settings).toEqual(settings);
  });

  it('removes a key sent as null, and keeps the others', async () => {
    await patchSettings({ timeZone: 'Europe/Madrid', 'theme.accentColor': '#EF4444' });
    const res = await patchSettings({ 'theme.accentColor': null });
    expect(res.status).toBe(200);
    const { settings } = (await accountRow(owner.accountId)) as { settings: Record<string, unknown> };
    expect(settings).not.toHaveProperty(['theme.accentColor']);
    expect(settings).toMatchObject({ timeZone: 'Europe/Madrid' });
  });

  it('refuses a change while a key stored before keys were checked remains, and lets that key be removed', async () => {
    await sql`update accounts set settings = settings || ${sql.json({ legacy: 'x'.repeat(100) })} where id = ${owner.accountId}`;
    const before = await accountRow(owner.accountId);
    const refused = await patchSettings({ timeZone: 'Europe/Lisbon' });
    expect(refused.status).toBe(400);
    expect((await refusal(refused)).details).toEqual([{ path: 'settings.legacy', message: 'unknownSetting' }]);
    expect(await accountRow(owner.accountId)).toEqual(before);

    expect((await patchSettings({ legacy: null, timeZone: 'Europe/Lisbon' })).status).toBe(200);
    const { settings } = (await accountRow(owner.accountId)) as { settings: Record<string, unknown> };
    expect(settings).not.toHaveProperty('legacy');
    expect(settings).toMatchObject({ timeZone: 'Europe/Lisbon' });
  });

  it.each([
    ['a colour that is not hex', { 'theme.primaryColor': 'red' }, 'settings.theme.primaryColor'],
    ['a script address as the logo', { 'theme.logoUrl': 'javascript:alert(1)' }, 'settings.theme.logoUrl'],
    ['an unknown photographer field', { photographer: { password: 'x' } }, 'settings.photographer'],
  ])('refuses %s with 400 invalid_input naming the key, and changes nothing', async (_label, settings, path) => {
    const before = await accountRow(owner.accountId);
    const res = await patchSettings(settings);
    expect(res.status).toBe(400);
    const error = await refusal(res);
    expect(error.code).toBe('invalid_input');
    expect(error.details?.map((issue) => issue.path)).toEqual([path]);
    expect(await accountRow(owner.accountId)).toEqual(before);
  });
});

describe('a path parameter with malformed percent-encoding', () => {
  it.each([
    ['PATCH', '/api/accounts/%FF%FE'],
    ['GET', '/api/payments/%E0%A4%A/receipt'],
    ['GET', '/api/images/%C0/photo.jpg'],
  ])('%s %s answers 400 invalid_input, as API Gateway would', async (method, path) => {
    const before = await accountRow(owner.accountId);
    const res = await api(method, path, {
      token: owner.accessToken,
      body: method === 'PATCH' ? { name: 'X' } : undefined,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message: expect.any(String) } });
    expect(await accountRow(owner.accountId)).toEqual(before);
  });
});

describe('PATCH /api/accounts/{id}/slug', () => {
  it('sets a URL-safe address, normalising case', async () => {
    const slug = `studio-${owner.userId.slice(0, 8)}`;
    const res = await api('PATCH', `/api/accounts/${owner.accountId}/slug`, {
      token: owner.accessToken,
      body: { slug: slug.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect((await accountRow(owner.accountId))?.slug).toBe(slug);
  });

  it('answers a taken address with 409 slug_taken and keeps the caller’s own', async () => {
    const before = await accountRow(stranger.accountId);
    const taken = (await accountRow(owner.accountId))?.slug as string;
    const res = await api('PATCH', `/api/accounts/${stranger.accountId}/slug`, {
      token: stranger.accessToken,
      body: { slug: taken },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('slug_taken');
    expect(await accountRow(stranger.accountId)).toEqual(before);
  });

  it.each(['a', 'has space', 'ünïcode', '-leading', 'trailing-', 'api', 'x'.repeat(64)])(
    'refuses %j with 400 invalid_input',
    async (slug) => {
      const res = await api('PATCH', `/api/accounts/${stranger.accountId}/slug`, {
        token: stranger.accessToken,
        body: { slug },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    },
  );
});

describe('GET /api/accounts/{id}/slug-availability', () => {
  const ask = (user: TestUser, accountId: string, slug: string) =>
    api('GET', `/api/accounts/${accountId}/slug-availability?slug=${encodeURIComponent(slug)}`, {
      token: user.accessToken,
    });

  it('says whether another studio has the address, normalising it as a save would', async () => {
    const taken = (await accountRow(owner.accountId))?.slug as string;
    const own = `own-${stranger.userId.slice(0, 8)}`;
    await sql`update accounts set slug = ${own} where id = ${stranger.accountId}`;

    const cases = [
      [taken.toUpperCase(), { slug: taken, available: false }],
      [`free-${stranger.userId.slice(0, 8)}`, { slug: `free-${stranger.userId.slice(0, 8)}`, available: true }],
      // The studio's own address is free for it.
      [own, { slug: own, available: true }],
    ] as const;
    for (const [slug, answer] of cases) {
      const res = await ask(stranger, stranger.accountId, slug);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(answer);
    }
  });

  it('answers an address a save would refuse with 400 invalid_input and the reason', async () => {
    const res = await ask(stranger, stranger.accountId, 'bad slug!');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'slug', message: 'slugFormat' }],
    });
  });

  it('answers only the studio’s owner: 404 for another studio, 401 without a token', async () => {
    expect((await ask(stranger, owner.accountId, 'anything')).status).toBe(404);
    const anonymous = await api('GET', `/api/accounts/${owner.accountId}/slug-availability?slug=anything`);
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/accounts', () => {
  it('creates a further studio owned by the caller, listed after their first', async () => {
    const user = await newUser('second');
    const res = await api('POST', '/api/accounts', { token: user.accessToken, body: { name: '  Weddings by Ana ' } });
    expect(res.status).toBe(201);
    const { account } = (await res.json()) as { account: { id: string; name: string; role: string } };
    expect(account).toMatchObject({ name: 'Weddings by Ana', role: 'owner' });
    expect(await sql`select role from account_members where account_id = ${account.id}`).toEqual([{ role: 'owner' }]);

    const list = await api('GET', '/api/accounts', { token: user.accessToken });
    const { accounts } = (await list.json()) as { accounts: { id: string }[] };
    expect(accounts.map((a) => a.id)).toEqual([user.accountId, account.id]);
    // The first studio is as it was.
    expect((await accountRow(user.accountId))?.name).not.toBe('Weddings by Ana');
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['no name', {}],
    ['an unknown field', { name: 'Ok', slug: 'taken' }],
  ])('refuses %s with 400 invalid_input, creating nothing', async (_label, body) => {
    const user = await newUser('bad-studio');
    const res = await api('POST', '/api/accounts', { token: user.accessToken, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input' } });
    expect(await sql`select account_id from account_members where user_id = ${user.userId}`).toEqual([
      { account_id: user.accountId },
    ]);
  });

  it('refuses a caller without a valid token, creating nothing', async () => {
    const res = await api('POST', '/api/accounts', { body: { name: 'Nobody' } });
    expect(res.status).toBe(401);
    expect(await sql`select count(*)::int as n from accounts where name = 'Nobody'`).toEqual([{ n: 0 }]);
  });
});
