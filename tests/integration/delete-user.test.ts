// POST /api/me/delete: a person deletes their own user. Their solo studio goes with every row and
// stored file; a studio they share keeps everything but their membership; a studio whose last
// owner they are blocks the deletion, and a refused request changes nothing.
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, objectKeys, putObject } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

const deleteMe = (user: TestUser, email = user.email) =>
  api('POST', '/api/me/delete', { token: user.accessToken, body: { email } });

/** What a deletion may touch: the user, their memberships, their studio and its rows. */
async function footprint(user: TestUser) {
  return {
    users: (await sql`select id from auth.users where id = ${user.userId}`).length,
    memberships:
      await sql`select account_id, role from account_members where user_id = ${user.userId} order by account_id`,
    accounts: (await sql`select id from accounts where id = ${user.accountId}`).length,
    galleries: (await sql`select id from galleries where account_id = ${user.accountId}`).length,
    files: await objectKeys(`${user.accountId}/`),
  };
}

async function withStoredPhoto(user: TestUser): Promise<string> {
  const galleryId = await createGallery(sql, user);
  const key = `${user.accountId}/${galleryId}/photo`;
  await putObject(key, new Uint8Array([1, 2, 3]));
  return key;
}

describe('POST /api/me/delete', () => {
  it('refuses an address that is not the caller’s, changing nothing', async () => {
    const user = await newUser('typo');
    await withStoredPhoto(user);
    const before = await footprint(user);

    const res = await deleteMe(user, `x${user.email}`);

    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'deletion_confirmation_mismatch' } });
    expect(await footprint(user)).toEqual(before);
  });

  it('deletes the user, their solo studio’s rows and its stored files, and ends their sign-in', async () => {
    const user = await newUser('leaving');
    const key = await withStoredPhoto(user);
    expect(await objectKeys(`${user.accountId}/`)).toEqual([key]);

    const res = await deleteMe(user, user.email.toUpperCase());

    expect(res.status).toBe(204);
    expect(await footprint(user)).toEqual({ users: 0, memberships: [], accounts: 0, galleries: 0, files: [] });
    expect((await api('GET', '/api/accounts', { token: user.accessToken })).status).toBe(401);
    const again = await user.client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(again.error?.code).toBe('invalid_credentials');
  });

  it('leaves a shared studio whole, removing only the person', async () => {
    const owner = await newUser('owner');
    const helper = await newUser('helper');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${helper.userId}, 'manager')`;
    await withStoredPhoto(owner);
    const ownersBefore = await footprint(owner);

    expect((await deleteMe(helper)).status).toBe(204);

    expect(await footprint(helper)).toMatchObject({ users: 0, memberships: [], accounts: 0 });
    expect(await footprint(owner)).toEqual(ownersBefore);
  });

  it('refuses the last owner of a studio others work in with 409 last_owner, changing nothing', async () => {
    const owner = await newUser('last-owner');
    const helper = await newUser('stays');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${helper.userId}, 'manager')`;
    await withStoredPhoto(owner);
    const before = await footprint(owner);

    const res = await deleteMe(owner);

    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'last_owner', details: { studios: [{ id: owner.accountId }] } },
    });
    expect(await footprint(owner)).toEqual(before);
    expect((await api('GET', '/api/accounts', { token: owner.accessToken })).status).toBe(200);
  });
});
