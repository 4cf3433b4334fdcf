// A person with an authenticator app enrolled reaches no studio data through /api (the Zero
// handlers included) until their sign-in has passed the app's code: an aal1 sign-in is refused
// with 403 mfa_required and changes nothing.
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/env';
import { api, newUser, signInAgain } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

describe('two-step sign-in and the API', () => {
  it('refuses an aal1 sign-in of an enrolled user until it passes the code, and lets the aal2 one in', async () => {
    const user = await newUser('two-step-api');
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    if (!enrolled.data || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no factor');
    const app = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) });
    const factorId = enrolled.data.id;
    expect((await user.client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() })).error).toBeNull();
    const { data: passed } = await user.client.auth.getSession();
    expect((await api('GET', '/api/accounts', { token: passed.session?.access_token })).status).toBe(200);

    // A password sign-in on another device is aal1.
    const elsewhere = await signInAgain(user);
    const refused = await api('GET', '/api/accounts', { token: elsewhere.accessToken });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'mfa_required', message: expect.any(String) } });
    const query = await api('POST', '/api/zero/query', {
      token: elsewhere.accessToken,
      accountId: user.accountId,
      body: [],
    });
    expect(query.status).toBe(403);
    const [before] = await sql`select name from accounts where id = ${user.accountId}`;
    const rename = await api('PATCH', `/api/accounts/${user.accountId}`, {
      token: elsewhere.accessToken,
      accountId: user.accountId,
      body: { name: 'Renamed at aal1' },
    });
    expect(rename.status).toBe(403);
    expect(await sql`select name from accounts where id = ${user.accountId}`).toEqual([before]);

    // The same sign-in, once it passes the code, is let in.
    expect((await elsewhere.client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() })).error).toBeNull();
    const { data: raised } = await elsewhere.client.auth.getSession();
    expect((await api('GET', '/api/accounts', { token: raised.session?.access_token })).status).toBe(200);
  });

  it('asks nothing more of a user without a verified factor', async () => {
    const user = await newUser('one-step');
    // Enrolment started, never confirmed: not a second step yet.
    expect((await user.client.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    const elsewhere = await signInAgain(user);
    expect((await api('GET', '/api/accounts', { token: elsewhere.accessToken })).status).toBe(200);
  });
});
