// Verifies the caller's Supabase access token against the auth server's published keys
// (JWKS). The same code runs against Supabase Auth in production and the local auth server.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { requiredEnv } from './env';
import { header, HttpError, type ApiEvent } from './http';

export type Caller = { userId: string; email: string | undefined };

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

/** The verified caller, or a 401 `unauthenticated` for a missing, expired or forged token. */
export async function authenticate(event: ApiEvent): Promise<Caller> {
  const token = bearerToken(event);
  if (!token) throw new HttpError(401, 'unauthenticated', 'Missing bearer token');
  const authUrl = requiredEnv('AUTH_URL');
  try {
    const { payload } = await jwtVerify(token, keys(authUrl), { issuer: authUrl, audience: 'authenticated' });
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') throw new Error('not a user token');
    return { userId: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
  } catch {
    throw new HttpError(401, 'unauthenticated', 'Invalid or expired token');
  }
}
