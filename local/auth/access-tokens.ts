// Access tokens: ES256 JWTs with the claims Supabase Auth puts in them, so code that reads
// claims (RLS through auth.jwt(), the /api handlers, supabase-js getClaims) works unchanged.
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKey } from './keys';
import type { UserRecord } from './users';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

export type AmrEntry = { method: string; timestamp: number };
export type AuthSessionClaims = { id: string; aal: string; amr: AmrEntry[] };

export type AccessTokenClaims = JWTPayload & {
  sub: string;
  email: string;
  phone: string;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
};

export async function signAccessToken(
  key: SigningKey,
  issuer: string,
  user: UserRecord,
  authSession: AuthSessionClaims,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: authSession.aal,
    amr: authSession.amr,
    session_id: authSession.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(user.aud)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

/** Checks signature, issuer, audience and expiry; throws jose's error otherwise. */
export async function verifyAccessToken(key: SigningKey, issuer: string, token: string): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify(token, key.publicKey, {
    issuer,
    audience: 'authenticated',
    algorithms: ['ES256'],
  });
  return payload as AccessTokenClaims;
}
