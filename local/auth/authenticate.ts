// The caller of GET/PUT /user and POST /logout: the bearer access token, its user and its
// session, refused with GoTrue's codes (supabase-js treats session_not_found as signed out).
import { verifyAccessToken, type AccessTokenClaims } from './access-tokens';
import type { AuthContext, AuthRequest } from './context';
import { AuthError, badRequest, forbidden } from './errors';
import { findUserById, type UserRecord } from './users';

type Caller = { user: UserRecord; claims: AccessTokenClaims; authSessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const [authSession] =
    await ctx.sql`select 1 from auth.sessions where id = ${claims.session_id} and user_id = ${user.id}`;
  if (!authSession) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user, claims, authSessionId: claims.session_id };
}
