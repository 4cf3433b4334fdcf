// Verifies the caller's Supabase access token against the auth server's published keys
// (JWKS), and that its sign-in has not ended. The same code runs against Supabase Auth in
// production and the local auth server.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { getSql } from './db';
import { requiredEnv } from './env';
import { header, HttpError, type ApiEvent } from './http';

export type Caller = {
  userId: string;
  email: string | undefined;
  /** The sign-in the token belongs to (its session_id): Zero's queries require it to stay open. */
  sessionId: string;
  /** When this sign-in last passed an authenticator app's code (seconds), from the token's `amr`. */
  appCodeAt: number | undefined;
};

let jwks: { url: string; keys: JWTVerifyGetKey } | undefined;

function keys(authUrl: string): JWTVerifyGetKey {
  if (jwks?.url !== authUrl) {
    jwks = { url: authUrl, keys: createRemoteJWKSet(new URL(`${authUrl}/.well-known/jwks.json`)) };
  }
  return jwks.keys;
}

export function bearerToken(event: ApiEvent): string | undefined {
  const value = header(event, 'authorization');
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Supabase Auth's `amr` claim: how, and when, the sign-in proved who it is.
const Amr = z.array(z.object({ method: z.string(), timestamp: z.number() })).catch([]);
const totpAt = (amr: unknown) => Amr.parse(amr).find((entry) => entry.method === 'totp')?.timestamp;

/**
 * The verified caller, or a 401 `unauthenticated` for a missing, expired or forged token, or one
 * whose sign-in has ended: an access token outlives a sign-out elsewhere ("others", "global") by
 * up to an hour, so its session must still be in Supabase Auth's own table. A person with an
 * authenticator app enrolled reaches nothing until their sign-in has passed its code (403
 * `mfa_required`), but for the one request that pays that code with a recovery code
 * (`secondStepOwed`).
 */
export async function authenticate(event: ApiEvent, { secondStepOwed = false } = {}): Promise<Caller> {
  const token = bearerToken(event);
  if (!token) throw new HttpError(401, 'unauthenticated', 'Missing bearer token');
  const authUrl = requiredEnv('AUTH_URL');
  let caller: Caller;
  try {
    const { payload } = await jwtVerify(token, keys(authUrl), { issuer: authUrl, audience: 'authenticated' });
    const { sub, role, email, session_id: sessionId, amr } = payload;
    if (typeof sub !== 'string' || role !== 'authenticated') throw new Error('not a user token');
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw new Error('no session');
    caller = { userId: sub, email: typeof email === 'string' ? email : undefined, sessionId, appCodeAt: totpAt(amr) };
  } catch {
    throw new HttpError(401, 'unauthenticated', 'Invalid or expired token');
  }
  // Read from the sign-in itself, not the token: a code entered since then raised it to aal2.
  const [live] = await getSql()<{ aal: string; mfa: boolean }[]>`
    select s.aal, exists (select 1 from auth.mfa_factors f where f.user_id = s.user_id and f.status = 'verified') as mfa
    from auth.sessions s where s.id = ${caller.sessionId} and s.user_id = ${caller.userId}`;
  if (!live) throw new HttpError(401, 'unauthenticated', 'This sign-in has ended');
  if (live.mfa && live.aal !== 'aal2' && !secondStepOwed) {
    throw new HttpError(403, 'mfa_required', 'Enter the code from your authenticator app first');
  }
  return caller;
}
