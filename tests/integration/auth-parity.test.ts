// Refusals the local auth server must give exactly as Supabase Auth (GoTrue) gives them, so that
// app code relying on them is caught here: a password-only sign-in of a user with an
// authenticator app cannot change the password or the e-mail address, and an easily guessed
// password is refused wherever one is chosen. Driven by supabase-js over real HTTP.
import { AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON_KEY,
  startAuthServer,
  startTestDatabase,
  type AuthServer,
  type TestDatabase,
} from './support/auth-fixture';

const PASSWORD = 'Correct-Horse-42';
const NEW_PASSWORD = 'Quiet-Lantern-Harbour-81';
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

let db: TestDatabase;
let server: AuthServer;

beforeAll(async () => {
  db = await startTestDatabase();
  server = await startAuthServer(db);
});
afterAll(async () => {
  await server?.stop();
  await db?.stop();
});

async function signIn(email: string, password = PASSWORD): Promise<SupabaseClient> {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A user with a verified authenticator app, and a fresh password-only (aal1) sign-in of theirs. */
async function userWithApp(label: string) {
  const email = uniqueEmail(label);
  const owner = server.client();
  const { error } = await owner.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (enrolled.error) throw enrolled.error;
  const app = URI.parse(enrolled.data.totp.uri) as TOTP;
  const factorId = enrolled.data.id;
  const verified = await owner.auth.mfa.challengeAndVerify({ factorId, code: app.generate() });
  if (verified.error) throw verified.error;

  const client = await signIn(email);
  const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  return { email, client, factorId, app };
}

/** The stored password and address, and the address change waiting for its link, if any. */
async function accountRow(email: string) {
  return db.sql<{ encrypted_password: string; email: string; pending_email: string | null }[]>`
    select u.encrypted_password, u.email,
      (select t.relates_to from auth.one_time_tokens t
       where t.user_id = u.id and t.token_type = 'email_change') as pending_email
    from auth.users u where u.email = ${email}`;
}

describe('a password-only sign-in of a user with an authenticator app', () => {
  it('cannot change the password: 401 insufficient_aal, and the old password still signs in', async () => {
    const { email, client } = await userWithApp('aal1-password');
    const before = await accountRow(email);

    const { data, error } = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 401, code: 'insufficient_aal' });
    expect(data.user).toBeNull();

    expect(await accountRow(email)).toEqual(before);
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    // The refusal does not end the sign-in: the second step can still be taken from it.
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('cannot change the e-mail address: no change is pending and no mail goes to the new address', async () => {
    const { email, client } = await userWithApp('aal1-email');
    const newEmail = uniqueEmail('taken-over');

    const { error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(await accountRow(email)).toEqual([expect.objectContaining({ email, pending_email: null })]);
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
    expect(await server.mails(newEmail)).toEqual([]);
  });

  it('answers with GoTrue’s body, and still saves what aal1 may change (user_metadata)', async () => {
    const { client } = await userWithApp('aal1-body');
    const { data: session } = await client.auth.getSession();
    const res = await fetch(`${server.siteUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${session.session?.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ password: NEW_PASSWORD }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });

    const { data, error } = await client.auth.updateUser({ data: { locale: 'ca' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ locale: 'ca' });
  });

  it('changes both once the authenticator app’s code raised it to aal2', async () => {
    const { email, client, factorId, app } = await userWithApp('aal2');
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() })).error).toBeNull();

    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();

    const newEmail = uniqueEmail('moved');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expect(await server.mails(newEmail)).toHaveLength(1);
  });

  it('from a recovery link is refused too, until the code is typed', async () => {
    const { email, factorId, app } = await userWithApp('recovery');
    const client = server.client();
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.siteUrl}/reset-password` });
    const [mail] = await server.mails(email);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail?.text ?? '')?.[0];
    const landing = new URL((await fetch(link ?? '', { redirect: 'manual' })).headers.get('location') ?? '');
    const tokens = new URLSearchParams(landing.hash.slice(1));
    await client.auth.setSession({
      access_token: tokens.get('access_token') ?? '',
      refresh_token: tokens.get('refresh_token') ?? '',
    });

    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error?.code).toBe('insufficient_aal');
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() })).error).toBeNull();
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });
});

describe('an easily guessed password', () => {
  const guessable = ['Summer2026', 'Verano2026!', 'Tardor2025'];

  it('is refused at sign-up with weak_password, and no user is created', async () => {
    for (const password of guessable) {
      const email = uniqueEmail('guessable');
      const { data, error } = await server.client().auth.signUp({ email, password });
      expect(error, password).toBeInstanceOf(AuthWeakPasswordError);
      expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
      expect(data.session).toBeNull();
      expect(await db.sql`select 1 from auth.users where email = ${email}`).toHaveLength(0);
    }
  });

  it('is refused as a new password with weak_password, and the old one still signs in', async () => {
    const email = uniqueEmail('change-guessable');
    const client = server.client();
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const before = await accountRow(email);
    for (const password of guessable) {
      const { error } = await client.auth.updateUser({ password });
      expect(error, password).toBeInstanceOf(AuthWeakPasswordError);
      expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    }
    expect(await accountRow(email)).toEqual(before);
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('leaves a long passphrase free, at sign-up and as a change', async () => {
    const email = uniqueEmail('passphrase');
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email, password: 'Autumn light over Girona 2026' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect((await client.auth.updateUser({ password: 'Tardor a les Gavarres, 2025!' })).error).toBeNull();
  });
});
