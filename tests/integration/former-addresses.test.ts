// A studio's old public address after it changes it in Settings: every link already given out
// (its site, a gallery, an invite, a booking's "cancel or change" mail) answers 301 to the same
// page at the new address, query kept; no other studio may take the old address for the grace
// period (core/domain/account.ts), the studio itself may take it back, and afterwards it is free.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_SLUG_GRACE_DAYS } from '../../core/domain/account';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery } from './support/gallery-fixture';
import { SLUG_ON_HOLD } from '../../functions/accounts/former-slugs';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;
afterAll(() => sql.end());

const unique = () => randomUUID().slice(0, 8);

const setSlug = (user: TestUser, slug: string) =>
  api('PATCH', `/api/accounts/${user.accountId}/slug`, { token: user.accessToken, body: { slug } });

/** Where `path` sends a visitor, without following it. */
async function redirectOf(path: string, init: RequestInit = {}): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${platformOrigin()}${path}`, { ...init, redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}

/** Both studios' addresses, current and former. */
const studioRows = (...users: TestUser[]) =>
  sql`select a.id, a.slug, f.slug as "formerSlug", f.left_at::float8 as "leftAt"
      from accounts a left join studio_former_slugs f on f.account_id = a.id
      where a.id in ${sql(users.map((user) => user.accountId))} order by a.id, f.slug`;

describe('an address a studio has left', () => {
  let owner: TestUser;
  let other: TestUser;
  let oldSlug: string;
  let newSlug: string;
  let galleryId: string;

  beforeAll(async () => {
    [owner, other] = await Promise.all([newUser('moving'), newUser('newcomer')]);
    oldSlug = `old-${unique()}`;
    newSlug = `new-${unique()}`;
    expect((await setSlug(owner, oldSlug)).status).toBe(200);
    galleryId = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    expect((await setSlug(owner, newSlug)).status).toBe(200);
  });

  it('sends its site, gallery, invite and booking links to the same page at the new address, query kept', async () => {
    const token = 'T0ken_-x';
    expect(await redirectOf(`/p/${oldSlug}`)).toEqual({ status: 301, location: `/p/${newSlug}` });
    expect(await redirectOf(`/p/${oldSlug}/about?lng=es`)).toEqual({
      status: 301,
      location: `/p/${newSlug}/about?lng=es`,
    });
    expect(await redirectOf(`/p/${oldSlug}/gallery/${galleryId}`)).toEqual({
      status: 301,
      location: `/p/${newSlug}/gallery/${galleryId}`,
    });
    expect(await redirectOf(`/p/${oldSlug}/invite/${galleryId}?token=${token}&redirectTo=%2Fx`)).toEqual({
      status: 301,
      location: `/p/${newSlug}/invite/${galleryId}?token=${token}&redirectTo=%2Fx`,
    });
    expect(await redirectOf(`/p/${oldSlug}/booking/${token}`)).toEqual({
      status: 301,
      location: `/p/${newSlug}/booking/${token}`,
    });
    // The page behind the new address is the studio's.
    const gallery = await fetch(`${platformOrigin()}/p/${newSlug}/gallery/${galleryId}`);
    expect(gallery.status).toBe(200);
  });

  it('sends the public API the pages call to the new address too', async () => {
    expect(await redirectOf(`/api/p/${oldSlug}/bookings/${'a'.repeat(43)}`)).toEqual({
      status: 301,
      location: `/api/p/${newSlug}/bookings/${'a'.repeat(43)}`,
    });
    expect(await redirectOf(`/api/p/${oldSlug}/gallery/${galleryId}?x=1`)).toEqual({
      status: 301,
      location: `/api/p/${newSlug}/gallery/${galleryId}?x=1`,
    });
    // A booking sent to the old address keeps its method and body on the way.
    const posted = await redirectOf(`/api/p/${oldSlug}/bookings`, { method: 'POST', body: '{}' });
    expect(posted).toEqual({ status: 308, location: `/api/p/${newSlug}/bookings` });
    const followed = await fetch(`${platformOrigin()}/api/p/${oldSlug}/galleries`);
    expect(followed.status).toBe(200);
  });

  it(`is refused to another studio for ${FORMER_SLUG_GRACE_DAYS} days, changing nothing`, async () => {
    const before = await studioRows(owner, other);
    const refused = await setSlug(other, oldSlug);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('slug_on_hold');
    expect(await studioRows(owner, other)).toEqual(before);
    const availability = await api(
      'GET',
      `/api/accounts/${other.accountId}/slug-availability?slug=${encodeURIComponent(oldSlug)}`,
      { token: other.accessToken },
    );
    expect(await availability.json()).toEqual({ slug: oldSlug, available: false });
    expect((await redirectOf(`/p/${oldSlug}`)).status).toBe(301);
  });

  it('is free for another studio once the grace period is over, and then leads to it', async () => {
    await sql`update studio_former_slugs set left_at = ${Date.now() - (FORMER_SLUG_GRACE_DAYS * DAY + DAY)}
              where slug = ${oldSlug}`;
    const taken = await setSlug(other, oldSlug);
    expect(taken.status).toBe(200);
    const [row] = await sql`select slug from accounts where id = ${other.accountId}`;
    expect(row?.slug).toBe(oldSlug);
    expect(await sql`select * from studio_former_slugs where slug = ${oldSlug}`).toEqual([]);
    expect((await redirectOf(`/p/${oldSlug}`)).status).toBe(200);
  });
});

describe('taking an address', () => {
  it('lets a studio take back the address it left, which then no longer redirects', async () => {
    const owner = await newUser('returning');
    const first = `first-${unique()}`;
    const second = `second-${unique()}`;
    expect((await setSlug(owner, first)).status).toBe(200);
    expect((await setSlug(owner, second)).status).toBe(200);
    expect((await setSlug(owner, first)).status).toBe(200);
    const former = await sql`select slug from studio_former_slugs where account_id = ${owner.accountId}`;
    expect(former.map((row) => row.slug)).toEqual([second]);
    expect((await redirectOf(`/p/${first}`)).status).toBe(200);
    expect(await redirectOf(`/p/${second}`)).toEqual({ status: 301, location: `/p/${first}` });
  });

  it('gives an address two studios ask for at once to one of them', async () => {
    const [a, b] = await Promise.all([newUser('race-a'), newUser('race-b')]);
    const wanted = `wanted-${unique()}`;
    const answers = await Promise.all([setSlug(a, wanted), setSlug(b, wanted)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const holders = await sql`select id from accounts where slug = ${wanted}`;
    expect(holders).toHaveLength(1);
  });

  it('never lets a studio take an address while another is leaving it, so both cannot hold it', async () => {
    const [leaving, taking] = await Promise.all([newUser('leaving'), newUser('taking')]);
    const contested = `contested-${unique()}`;
    expect((await setSlug(leaving, contested)).status).toBe(200);
    const [left, took] = await Promise.all([setSlug(leaving, `elsewhere-${unique()}`), setSlug(taking, contested)]);
    expect(left.status).toBe(200);
    expect(took.status).toBe(409);
    const holders = await sql`
      select account_id from studio_former_slugs where slug = ${contested}
      union all select id from accounts where slug = ${contested}`;
    expect(holders.map((row) => row.account_id)).toEqual([leaving.accountId]);
  });
});

/** Runs `statement` as the Data API would for `user`: role `authenticated` with their claims. */
const asMember = (user: TestUser, statement: (tx: postgres.TransactionSql) => Promise<unknown>) =>
  sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: user.userId, role: 'authenticated' })}, true)`;
    await tx`set local role authenticated`;
    return statement(tx);
  });

describe('an address changed in the database rather than through /api', () => {
  it('is kept as a former address, and one another studio holds is refused, changing nothing', async () => {
    const [owner, other] = await Promise.all([newUser('direct'), newUser('direct-other')]);
    const first = `direct-${unique()}`;
    const second = `direct-${unique()}`;
    expect((await setSlug(owner, first)).status).toBe(200);
    await asMember(owner, (tx) => tx`update accounts set slug = ${second} where id = ${owner.accountId}`);
    expect(await studioRows(owner)).toEqual([
      { id: owner.accountId, slug: second, formerSlug: first, leftAt: expect.any(Number) },
    ]);
    expect(await redirectOf(`/p/${first}`)).toEqual({ status: 301, location: `/p/${second}` });

    const before = await studioRows(owner, other);
    await expect(
      asMember(other, (tx) => tx`update accounts set slug = ${first} where id = ${other.accountId}`),
    ).rejects.toMatchObject({ code: SLUG_ON_HOLD });
    // Nor may the role the handlers use.
    await expect(sql`update accounts set slug = ${first} where id = ${other.accountId}`).rejects.toMatchObject({
      code: SLUG_ON_HOLD,
    });
    expect(await studioRows(owner, other)).toEqual(before);
  });

  it(`holds it for the same ${FORMER_SLUG_GRACE_DAYS} days the settings screen and the API speak of`, async () => {
    const [row] = await sql<{ days: number }[]>`select private.former_slug_grace_days() as days`;
    expect(row?.days).toBe(FORMER_SLUG_GRACE_DAYS);
  });
});
