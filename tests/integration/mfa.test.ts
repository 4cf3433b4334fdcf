// Second factors (authenticator apps, TOTP) on the local auth server, driven by supabase-js's
// auth.mfa calls over real HTTP against a real Postgres. The codes come from the secret the
// enrolment answered with, as an authenticator app computes them. Each test signs up its own users.
import type { SupabaseClient } from '@supabase/supabase-js';
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, startTestDatabase, type AuthServer, type TestDatabase } from './support/auth-fixture';

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

/** A new user, signed in on the returned client. */
async function signUp(label: string): Promise<{ email: string; client: SupabaseClient }> {
  const email = uniqueEmail(label);
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { email, client };
}

async function signIn(email: string): Promise<SupabaseClient> {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

/** Enrols an authenticator app; returns the factor and the app's code generator. */
async function enrol(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { factorId: data.id, app: URI.parse(data.totp.uri) as TOTP };
}

/** A user whose authenticator app is enrolled and verified, with the aal2 client that did it. */
async function signUpWithApp(label: string) {
  const { email, client } = await signUp(label);
  const { factorId, app } = await enrol(client, 'Phone');
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() });
  if (error) throw error;
  return { email, client, factorId, app };
}

/** A code the server must refuse now: none of the three it accepts (one 30-second step either way). */
function wrongCode(app: TOTP): string {
  const accepted = [-1, 0, 1].map((step) => app.generate({ timestamp: Date.now() + step * 30_000 }));
  return ['000000', '111111', '222222'].find((code) => !accepted.includes(code)) ?? '333333';
}

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return decodeJwt<{ aal: string; amr: { method: string }[]; session_id: string }>(data.session.access_token);
}

/** The check the API runs on every request (functions/lib/auth.ts), on both Supabase and the local server. */
async function apiCheck(client: SupabaseClient) {
  const { session_id: sessionId, sub } = await accessClaims(client);
  const [row] = await db.sql<{ aal: string; mfa: boolean }[]>`
    select s.aal, exists (select 1 from auth.mfa_factors f where f.user_id = s.user_id and f.status = 'verified') as mfa
    from auth.sessions s where s.id = ${sessionId} and s.user_id = ${sub!}`;
  return row;
}

describe('enrolling an authenticator app', () => {
  it('answers GoTrue’s enrolment, and stays unverified until a right code raises the session to aal2', async () => {
    const { email, client } = await signUp('enrol');
    const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    // GoTrue sends the SVG itself; supabase-js makes it the data URI an <img> shows.
    expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    // A "#" would end the data URI the app shows as an image, cutting the picture short.
    expect(enrolled!.totp.qr_code).not.toContain('#');
    const app = URI.parse(enrolled!.totp.uri) as TOTP;
    // Labelled issuer:account, the issuer being the site's host (its port included, as GoTrue does).
    const host = new URL(server.siteUrl).host;
    expect(decodeURIComponent(new URL(enrolled!.totp.uri).pathname)).toBe(`/${host}:${email}`);
    expect(app).toMatchObject({ issuer: host, algorithm: 'SHA1', digits: 6, period: 30 });
    expect(app.secret.base32).toBe(enrolled!.totp.secret);

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([
      expect.objectContaining({ id: enrolled!.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Phone' }),
    ]);
    expect(listed.data?.totp).toEqual([]);

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge?.type).toBe('totp');
    expect(challenge!.expires_at - Date.now() / 1000).toBeCloseTo(300, -1);
    const refused = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: wrongCode(app),
    });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await client.auth.mfa.listFactors()).data?.all[0]?.status).toBe('unverified');
    expect((await accessClaims(client)).aal).toBe('aal1');

    const { data: verified, error: verifyError } = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: app.generate(),
    });
    expect(verifyError).toBeNull();
    expect(verified).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(verified!.refresh_token).toBeTruthy();
    expect(verified!.user.factors).toEqual([expect.objectContaining({ id: enrolled!.id, status: 'verified' })]);
    const claims = decodeJwt<{ aal: string; amr: { method: string }[] }>(verified!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    expect((await client.auth.mfa.listFactors()).data?.totp.map((factor) => factor.id)).toEqual([enrolled!.id]);

    // A challenge answers one right code only.
    const replay = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: app.generate(),
    });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses a name the user already gave a factor, until that enrolment is five minutes old and abandoned', async () => {
    const { client } = await signUp('names');
    const first = await enrol(client, 'Phone');
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    // As on Supabase, no name is the empty name, which only one factor can have.
    await enrol(client);
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error?.code).toBe('mfa_factor_name_conflict');

    await db.sql`update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = ${first.factorId}`;
    const replacement = await enrol(client, 'Phone');
    const names = (await client.auth.mfa.listFactors()).data?.all.map((factor) => [factor.id, factor.friendly_name]);
    expect(names).toEqual([
      [expect.any(String), undefined],
      [replacement.factorId, 'Phone'],
    ]);
  });

  it('refuses an eleventh factor', async () => {
    const { client } = await signUp('many');
    for (let n = 1; n <= 10; n++) await enrol(client, `App ${n}`);
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App 11' });
    expect(error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it('refuses a code for a challenge older than five minutes', async () => {
    const { client } = await signUp('expired');
    const { factorId, app } = await enrol(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    await db.sql`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = ${challenge!.id}`;
    const { error } = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: app.generate() });
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });
});

describe('signing in with an authenticator app', () => {
  it('gives a password sign-in aal1 with aal2 next, which the app’s code reaches and a refresh keeps', async () => {
    const { email, factorId, app } = await signUpWithApp('signin');
    const client = await signIn(email);
    const { data: before } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await apiCheck(client)).toEqual({ aal: 'aal1', mfa: true });
    const { data: aal1Session } = await client.auth.getSession();

    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() });
    expect(error).toBeNull();
    expect(await apiCheck(client)).toEqual({ aal: 'aal2', mfa: true });

    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(decodeJwt(refreshed.session!.access_token).aal).toBe('aal2');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    // The refresh token issued at aal1 no longer continues the session.
    const stale = await server.client().auth.refreshSession({ refresh_token: aal1Session.session!.refresh_token });
    expect(stale.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out the user’s other sessions still at aal1 once a code is verified, as Supabase does', async () => {
    const { email, client } = await signUp('others');
    const other = await signIn(email);
    const { factorId, app } = await enrol(client);
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() })).error).toBeNull();
    expect(isAuthSessionMissingError((await other.auth.getUser()).error)).toBe(true);
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('removing an authenticator app', () => {
  it('takes an aal2 session, then lets the user sign in with a password alone', async () => {
    const { email, client, factorId } = await signUpWithApp('remove');
    const aal1 = await signIn(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const another = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(another.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await aal1.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect((await client.auth.getUser()).data.user).not.toHaveProperty('factors');
    // The session the removed app raised is back at aal1.
    const { data: refreshed } = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.session!.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });

    const later = await signIn(email);
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    expect(await apiCheck(later)).toEqual({ aal: 'aal1', mfa: false });
  });

  it('answers 404 to another user challenging, verifying or removing the factor', async () => {
    const { factorId, app } = await signUpWithApp('owner');
    const { client: stranger } = await signUp('stranger');
    const notFound = { status: 404, code: 'mfa_factor_not_found' };
    expect((await stranger.auth.mfa.challenge({ factorId })).error).toMatchObject(notFound);
    const verify = await stranger.auth.mfa.verify({ factorId, challengeId: randomUUID(), code: app.generate() });
    expect(verify.error).toMatchObject(notFound);
    expect((await stranger.auth.mfa.unenroll({ factorId })).error).toMatchObject(notFound);
    expect(await db.sql`select status from auth.mfa_factors where id = ${factorId}`).toEqual([{ status: 'verified' }]);
  });
});
