// Signing out of this device, the other devices or everywhere ends those sign-ins for the API
// too: an access token outlives its sign-in by up to an hour, and must not open /api meanwhile.
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/env';
import { api, newUser, signInAgain, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

const accounts = (token: string) => api('GET', '/api/accounts', { token });

async function rename(user: TestUser, token: string, name: string) {
  return api('PATCH', `/api/accounts/${user.accountId}`, { token, accountId: user.accountId, body: { name } });
}

describe('signing out', () => {
  it('refuses the other devices’ tokens after "others", and keeps this one', async () => {
    const user = await newUser('others');
    const here = await signInAgain(user);
    expect((await accounts(user.accessToken)).status).toBe(200);

    expect((await here.client.auth.signOut({ scope: 'others' })).error).toBeNull();

    const refused = await accounts(user.accessToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
    // A write from the signed-out device changes nothing.
    const [before] = await sql`select name from accounts where id = ${user.accountId}`;
    expect((await rename(user, user.accessToken, 'Renamed elsewhere')).status).toBe(401);
    expect(await sql`select name from accounts where id = ${user.accountId}`).toEqual([before]);
    expect((await accounts(here.accessToken)).status).toBe(200);
  });

  it('ends only this device’s sign-in with "local"', async () => {
    const user = await newUser('local');
    const other = await signInAgain(user);
    const here = await signInAgain(user);

    expect((await here.client.auth.signOut({ scope: 'local' })).error).toBeNull();

    expect((await accounts(here.accessToken)).status).toBe(401);
    expect((await accounts(other.accessToken)).status).toBe(200);
    expect((await accounts(user.accessToken)).status).toBe(200);
  });

  it('ends every sign-in with "global", the zero handlers’ too', async () => {
    const user = await newUser('global');
    const here = await signInAgain(user);

    expect((await here.client.auth.signOut({ scope: 'global' })).error).toBeNull();

    for (const token of [user.accessToken, here.accessToken]) {
      expect((await accounts(token)).status).toBe(401);
      const query = await api('POST', '/api/zero/query', { token, accountId: user.accountId, body: [] });
      expect(query.status).toBe(401);
    }
  });
});
