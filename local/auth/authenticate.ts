// The caller of GET/PUT /user, POST /logout and /factors: the bearer access token, its user and
// its session, refused with GoTrue's codes (supabase-js treats session_not_found as signed out).
import { verifyAccessToken, type AccessTokenClaims } from './access-tokens';
import type { AuthContext, AuthRequest } from './context';
import { UUID } from './db';
import { AuthError, badRequest, forbidden, sessionNotFound } from './errors';
import { findUserById, type UserRecord } from './users';

type Caller = {
  user: UserRecord;
  claims: AccessTokenClaims;
  authSessionId: string;
  /** The session's level now, which a second factor passed since the token was issued has raised. */
  aal: string;
};

export async function authenticate(ctx: AuthContext, request: AuthRequest): Promise<Caller> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.req.headers.authorization ?? '')?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(ctx.key, ctx.issuer, token);
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
  }
  if (!UUID.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  if (typeof claims.session_id !== 'string' || !UUID.test(claims.session_id)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }

  const user = await findUserById(ctx.sql, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const [authSession] = await ctx.sql<{ aal: string }[]>`
    select aal from auth.sessions where id = ${claims.session_id} and user_id = ${user.id}`;
  if (!authSession) throw sessionNotFound();
  return { user, claims, authSessionId: claims.session_id, aal: authSession.aal };
}
