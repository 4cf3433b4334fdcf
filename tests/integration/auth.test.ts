// The local auth server, driven by the unmodified supabase-js client the SPA uses, over real
// HTTP against a real Postgres. Each test signs up its own users.
import { AuthWeakPasswordError, isAuthSessionMissingError, type Session } from '@supabase/supabase-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON_KEY,
  startAuthServer,
  startTestDatabase,
  type AuthServer,
  type TestDatabase,
} from './support/auth-fixture';
import { consentAs } from './support/oauth-consent';

const PASSWORD = 'Correct-Horse-42';
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

async function signUp(label = 'user'): Promise<{ email: string; session: Session }> {
  const email = uniqueEmail(label);
  const { data, error } = await server.client().auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { email, session: data.session };
}

async function signIn(email: string, password = PASSWORD) {
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

/** The link of the newest mail to `to`, and its 6-digit code when it offers one (magic links only). */
async function latestMail(target: AuthServer, to: string) {
  const [mail] = await target.mails(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return { ...mail, link, code: /\b(\d{6})\b/.exec(mail.text)?.[1] };
}

/** The 6-digit code of the newest (magic-link) mail to `to`. */
async function mailedCode(target: AuthServer, to: string): Promise<string> {
  const { code, text } = await latestMail(target, to);
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

/** Follows a link the way a browser's first hop does, without following the redirect. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

function rawApi(path: string, init: RequestInit & { apikey?: string | null } = {}) {
  const headers = new Headers(init.headers);
  if (init.apikey !== null) headers.set('apikey', init.apikey ?? ANON_KEY);
  headers.set('x-supabase-api-version', '2024-01-01');
  return fetch(`${server.siteUrl}/auth/v1${path}`, { ...init, headers });
}

describe('sign-up', () => {
  it('refuses a weak password with the reasons, and creates no user', async () => {
    const email = uniqueEmail('weak');
    const { data, error } = await server.client().auth.signUp({ email, password: 'shrt' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    // Four letters are also guessed at once, as leaked-password protection would say.
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters', 'pwned']);
    expect(data.session).toBeNull();

    const { error: noDigits } = await server.client().auth.signUp({ email, password: 'LongButNoDigits' });
    expect((noDigits as AuthWeakPasswordError).reasons).toEqual(['characters']);
    expect(await db.sql`select 1 from auth.users where email = ${email}`).toHaveLength(0);
  });

  it('refuses a common password as Supabase refuses a breached one, and creates no user', async () => {
    const email = uniqueEmail('common');
    const users = await db.sql`select count(*)::int as count from auth.users`;
    const res = await rawApi('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password1' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['pwned'] },
    });

    // supabase-js hands the reason to the app, whatever case the password was typed in.
    const { data, error } = await server.client().auth.signUp({ email, password: 'aBCDEFG1' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    expect(data.session).toBeNull();
    expect(await db.sql`select count(*)::int as count from auth.users`).toEqual(users);
    expect(await server.mails(email)).toEqual([]);
  });

  it('signs a new user in at once and gives them a studio they own', async () => {
    const email = uniqueEmail('Studio.Owner');
    const { data, error } = await server.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { locale: 'ca' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { locale: 'ca' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const studios = await db.sql`
      select a.name, m.role from public.accounts a join public.account_members m on m.account_id = a.id
      where m.user_id = ${data.user!.id}`;
    expect(studios).toEqual([{ name: email.toLowerCase().split('@')[0], role: 'owner' }]);
  });

  it('refuses an address that is already registered', async () => {
    const { email } = await signUp('taken');
    const { error } = await server.client().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });
});

describe('password sign-in', () => {
  it('signs in with the right password only, without telling which part was wrong', async () => {
    const { email } = await signUp('signin');
    const { session } = await signIn(email);
    expect(session.user.email).toBe(email);

    for (const [address, password] of [
      [email, 'Wrong-Password-1'],
      [uniqueEmail('nobody'), PASSWORD],
    ] as const) {
      const { data, error } = await server.client().auth.signInWithPassword({ email: address, password });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('answers 400 validation_failed when the password or address is missing', async () => {
    const { error } = await server.client().auth.signInWithPassword({ email: uniqueEmail('empty'), password: '' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    const res = await rawApi('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens; reusing a rotated one ends the whole session', async () => {
    const { email } = await signUp('refresh');
    const { client, session: first } = await signIn(email);

    const { data: second, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(second.session?.refresh_token).not.toBe(first.refresh_token);
    expect(second.session?.access_token).not.toBe(first.access_token);
    const { data: third } = await client.auth.refreshSession();
    const newest = third.session!;
    expect((await server.client().auth.getUser(newest.access_token)).data.user?.email).toBe(email);

    // The first token was rotated and its successor used since: it leaked.
    const stolen = await server.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(stolen.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    const { error: afterTheft } = await server.client().auth.refreshSession({ refresh_token: newest.refresh_token });
    expect(afterTheft).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const { error: accessAfterTheft } = await server.client().auth.getUser(newest.access_token);
    expect(isAuthSessionMissingError(accessAfterTheft)).toBe(true);
  });

  it('lets a just-rotated token be used again while its successor is unused (two tabs refreshing at once)', async () => {
    const { email } = await signUp('tabs');
    const { client, session } = await signIn(email);
    const { data: rotated } = await client.auth.refreshSession();
    const secondTab = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(secondTab.error).toBeNull();
    // Both tabs stay signed in.
    expect(
      (await server.client().auth.refreshSession({ refresh_token: rotated.session!.refresh_token })).error,
    ).toBeNull();
    expect(
      (await server.client().auth.refreshSession({ refresh_token: secondTab.data.session!.refresh_token })).error,
    ).toBeNull();
  });

  it('allows that second use for 10 seconds only', async () => {
    const { email } = await signUp('late');
    const { client, session } = await signIn(email);
    await client.auth.refreshSession();
    await db.sql`update auth.refresh_tokens set revoked_at = now() - interval '11 seconds' where revoked_at is not null
                 and session_id in (select id from auth.sessions where user_id = ${session.user.id})`;
    const late = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('signs out this device, the other devices, or everywhere', async () => {
    const { email } = await signUp('logout');
    const a = await signIn(email);
    const b = await signIn(email);
    const c = await signIn(email);

    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.client.auth.getUser()).data.user?.email).toBe(email);
    expect(isAuthSessionMissingError((await b.client.auth.getUser()).error)).toBe(true);
    expect((await server.client().auth.refreshSession({ refresh_token: c.session.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    );

    const d = await signIn(email);
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(isAuthSessionMissingError((await server.client().auth.getUser(a.session.access_token)).error)).toBe(true);
    expect((await d.client.auth.getUser()).data.user?.email).toBe(email);

    const e = await signIn(email);
    expect((await d.client.auth.signOut()).error).toBeNull();
    expect((await server.client().auth.refreshSession({ refresh_token: e.session.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });

  it('refuses a token it did not sign with 403 bad_jwt', async () => {
    const { session } = await signUp('forged');
    const [header, payload] = session.access_token.split('.');
    const res = await rawApi('/user', { headers: { authorization: `Bearer ${header}.${payload}.${'A'.repeat(86)}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('the user', () => {
  it('reads and updates user_metadata; null removes a key', async () => {
    const { email } = await signUp('profile');
    const { client } = await signIn(email);
    const { data, error } = await client.auth.updateUser({ data: { studio_name: 'Light & Co', locale: 'es' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ studio_name: 'Light & Co', locale: 'es' });
    await client.auth.updateUser({ data: { studio_name: null } });
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({ locale: 'es' });
  });

  it('changes the password with the same policy, and signs the other devices out', async () => {
    const { email } = await signUp('password');
    const { client } = await signIn(email);
    const other = await signIn(email);

    const weak = await client.auth.updateUser({ password: 'password' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    const common = await client.auth.updateUser({ password: 'Password1' });
    expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    expect((await client.auth.updateUser({ password: 'New-Password-77' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await server.client().auth.signInWithPassword({ email, password: 'New-Password-77' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect(isAuthSessionMissingError((await other.client.auth.getUser()).error)).toBe(true);
  });

  it('changes the e-mail address once the link sent to the new one is followed', async () => {
    const { email } = await signUp('change');
    const { client } = await signIn(email);
    const newEmail = uniqueEmail('changed');
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${server.siteUrl}/app/settings` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });

    const mail = await latestMail(server, newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const landing = await follow(mail.link);
    expect(landing.pathname).toBe('/app/settings');
    expect(fragment(landing).get('type')).toBe('email_change');
    const { data: after } = await server.client().auth.getUser(fragment(landing).get('access_token')!);
    expect(after.user?.email).toBe(newEmail);
    expect((await server.client().auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
  });
});

describe('magic link and one-time code', () => {
  it('mails a link that signs in, with tokens in the fragment, once', async () => {
    const email = uniqueEmail('magic');
    const client = server.client();
    const { error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${server.siteUrl}/app` } });
    expect(error).toBeNull();

    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Your sign-in link');
    expect(mail.html).toContain(await mailedCode(server, email));
    const landing = await follow(mail.link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.siteUrl}/app`);
    const params = fragment(landing);
    expect(params.get('type')).toBe('magiclink');
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('expires_in')).toBe('3600');
    expect(Number(params.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const { data: user } = await client.auth.getUser(params.get('access_token')!);
    expect(user.user?.email).toBe(email);
    expect(user.user?.email_confirmed_at).toBeTruthy();
    const { error: refreshError } = await client.auth.refreshSession({ refresh_token: params.get('refresh_token')! });
    expect(refreshError).toBeNull();
    // The new user got a studio like any other.
    expect(await db.sql`select 1 from public.account_members where user_id = ${user.user!.id}`).toHaveLength(1);

    const reused = fragment(await follow(mail.link));
    expect(reused.get('error')).toBe('access_denied');
    expect(reused.get('error_code')).toBe('otp_expired');
    expect(reused.get('access_token')).toBeNull();
  });

  it('refuses a link older than one hour', async () => {
    const email = uniqueEmail('stale');
    await server.client().auth.signInWithOtp({ email });
    await db.sql`update auth.one_time_tokens set created_at = now() - interval '61 minutes' where relates_to = ${email}`;
    const landing = await follow((await latestMail(server, email)).link);
    expect(fragment(landing).get('error_code')).toBe('otp_expired');
    expect(fragment(landing).get('access_token')).toBeNull();
  });

  it('signs in with the 6-digit code of the mail instead, and refuses a wrong code', async () => {
    const { email } = await signUp('code');
    await server.client().auth.signInWithOtp({ email });
    const code = await mailedCode(server, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const refused = await server.client().auth.verifyOtp({ email, token: wrong, type: 'email' });
    expect(refused.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await server.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('writes the mail in the user’s language', async () => {
    const email = uniqueEmail('idioma');
    await server.client().auth.signInWithOtp({ email, options: { data: { locale: 'es' } } });
    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Tu enlace para iniciar sesión');
    expect(mail.text).toContain('O introduce este código:');
  });

  it('does not create a user when asked not to', async () => {
    const { error } = await server
      .client()
      .auth.signInWithOtp({ email: uniqueEmail('ghost'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('never redirects to another site', async () => {
    const email = uniqueEmail('phish');
    await server.client().auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const landing = await follow((await latestMail(server, email)).link);
    expect(landing.origin).toBe(server.siteUrl);
  });
});

describe('PKCE', () => {
  it('answers the magic link with a code that only the starting client can exchange, once', async () => {
    const email = uniqueEmail('pkce');
    const client = server.client('pkce');
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${server.siteUrl}/app` } });
    const landing = await follow((await latestMail(server, email)).link);
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(landing.hash).toBe('');

    const guess = await rawApi('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(guess.status).toBe(400);
    expect(await guess.json()).toMatchObject({ code: 'bad_code_verifier' });
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // The verifier and the code are both used up.
    const again = await rawApi('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});

describe('password recovery', () => {
  it('mails a link to the reset page that signs the user in as a recovery', async () => {
    const { email } = await signUp('forgot');
    const client = server.client();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${server.siteUrl}/reset-password`,
    });
    expect(error).toBeNull();

    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Reset your password');
    // No screen takes a typed reset code, so the mail offers none.
    expect(mail.code).toBeUndefined();
    const landing = await follow(mail.link);
    expect(landing.pathname).toBe('/reset-password');
    const params = fragment(landing);
    expect(params.get('type')).toBe('recovery');

    await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'Brand-New-Pass-9' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'Brand-New-Pass-9' })).error).toBeNull();
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const res = await rawApi('/recover', { method: 'POST', body: JSON.stringify({ email }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await server.mails(email)).toEqual([]);
  });
});

describe('Google and Facebook stand-in', () => {
  const consent = (url: string, email: string, headers: Record<string, string> = {}) =>
    consentAs(server.siteUrl, url, email, headers);

  it('shows a translated consent page and signs in with the address typed there', async () => {
    const client = server.client();
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${server.siteUrl}/app`, skipBrowserRedirect: true },
    });
    const email = uniqueEmail('google');
    const { html, res, location } = await consent(data.url!, email, { 'accept-language': 'ca-ES,ca;q=0.9,en;q=0.5' });
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain('Inicia la sessió amb Google');
    expect(res.status).toBe(303);
    expect(location.pathname).toBe('/app');

    const { data: user } = await client.auth.getUser(fragment(location).get('access_token')!);
    expect(user.user).toMatchObject({ email, app_metadata: { provider: 'google', providers: ['google'] } });
    expect(user.user?.identities?.map((i) => i.provider)).toEqual(['google']);
  });

  it('links the provider to an existing account with the same address, with PKCE', async () => {
    const { email, session } = await signUp('both');
    const client = server.client('pkce');
    const { data } = await client.auth.signInWithOAuth({
      provider: 'facebook',
      options: { skipBrowserRedirect: true },
    });
    const { location } = await consent(data.url!, email);
    const code = location.searchParams.get('code');
    const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(exchanged.user?.id).toBe(session.user.id);
    expect(exchanged.user?.app_metadata.providers).toEqual(['email', 'facebook']);
  });

  it('accepts the consent form from its own page only (no login CSRF)', async () => {
    const { data } = await server
      .client()
      .auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const html = await (await fetch(data.url!)).text();
    const state = /name="state" value="([^"]+)"/.exec(html)![1]!;
    const res = await fetch(`${server.siteUrl}/auth/v1/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ state, email: uniqueEmail('victim'), action: 'continue' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });

  it('refuses an unknown provider', async () => {
    const res = await fetch(`${server.siteUrl}/auth/v1/authorize?provider=myspace`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('access tokens', () => {
  it('are ES256 JWTs the /api handlers can verify through the public JWKS', async () => {
    const { session } = await signUp('jwt');
    const jwksRes = await fetch(`${server.siteUrl}/auth/v1/.well-known/jwks.json`);
    expect(jwksRes.status).toBe(200);
    const { keys } = (await jwksRes.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');

    const jwks = createRemoteJWKSet(new URL(`${server.siteUrl}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, {
      issuer: `${server.siteUrl}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid });
    expect(payload).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      email: session.user.email,
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      app_metadata: { provider: 'email' },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(payload.exp! - payload.iat!).toBe(3600);

    const client = server.client();
    await client.auth.setSession(session);
    const { data: claims, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(claims?.claims.sub).toBe(session.user.id);
  });
});

describe('the API gateway rules', () => {
  it('refuses API calls without the anon key', async () => {
    const body = JSON.stringify({ email: uniqueEmail('nokey'), password: PASSWORD });
    const missing = await rawApi('/token?grant_type=password', { method: 'POST', body, apikey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_api_key' });
    const wrong = await rawApi('/token?grant_type=password', { method: 'POST', body, apikey: 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key' });
    expect(wrong.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('answers CORS preflights for the site only, exposing the API version header', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.siteUrl}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
        },
      });
    const own = await preflight(server.siteUrl);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.siteUrl);
    expect(own.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    expect(own.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed requests with a code and a message, never a stack trace', async () => {
    const res = await rawApi('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe('bad_json');
  });
});

describe('with confirmation mails (autoconfirm off)', () => {
  let confirming: AuthServer;
  beforeAll(async () => {
    confirming = await startAuthServer(db, { autoconfirm: false });
  });
  afterAll(() => confirming?.stop());

  it('signs the user in only once the confirmation link is followed', async () => {
    const email = uniqueEmail('confirm');
    const client = confirming.client();
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await latestMail(confirming, email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const landing = await follow(mail.link);
    expect(fragment(landing).get('type')).toBe('signup');
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('rate limits', () => {
  let limited: AuthServer;
  beforeAll(async () => {
    limited = await startAuthServer(db, {
      rateLimits: {
        signInPerEmail: { max: 3, windowSeconds: 60 },
        signInPerIp: { max: 8, windowSeconds: 60 },
        mailsPerAddress: { max: 2, windowSeconds: 60 },
      },
    });
  });
  afterAll(() => limited?.stop());

  it('stops password guessing per address, then per IP', async () => {
    const email = uniqueEmail('guess');
    await limited.client().auth.signUp({ email, password: PASSWORD });
    for (let attempt = 0; attempt < 3; attempt++) {
      const { error } = await limited.client().auth.signInWithPassword({ email, password: `Wrong-${attempt}-Guess` });
      expect(error?.code).toBe('invalid_credentials');
    }
    // Even the right password waits now.
    const { error } = await limited.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // 3 of the IP's 8 attempts are used (a refused attempt does not count); trying other
    // addresses runs into the IP's limit.
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { error: other } = await limited
        .client()
        .auth.signInWithPassword({ email: uniqueEmail('spray'), password: PASSWORD });
      outcomes.push(other?.code);
    }
    expect(outcomes).toEqual([...Array<string>(5).fill('invalid_credentials'), 'over_request_rate_limit']);
  });

  it('stops mail bombing an address, whether or not it has an account', async () => {
    for (const email of [(await signUp('bomb')).email, uniqueEmail('nobody')]) {
      const send = () => limited.client().auth.resetPasswordForEmail(email);
      expect((await send()).error).toBeNull();
      expect((await send()).error).toBeNull();
      expect((await send()).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    }
    const otp = await limited.client().auth.signInWithOtp({ email: uniqueEmail('otp') });
    expect(otp.error).toBeNull();
  });
});

describe('the mailbox', () => {
  it('lists mails newest first and shows each with its links', async () => {
    const email = uniqueEmail('inbox');
    await server.client().auth.signInWithOtp({ email });
    await server.client().auth.resetPasswordForEmail(email);
    const mails = await server.mails(email);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your password', 'Your sign-in link']);

    const list = await (await fetch(`${server.siteUrl}/mailbox`, { headers: { 'accept-language': 'es' } })).text();
    expect(list).toContain('Buzón');
    expect(list).toContain(`href="/mailbox/${mails[0]!.id}"`);
    const page = await (await fetch(`${server.siteUrl}/mailbox/${mails[0]!.id}`)).text();
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mails[0]!.text)![0];
    expect(page).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
  });
});
