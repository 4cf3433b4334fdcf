// Auth sessions (one per signed-in device), their rotating refresh tokens, and the token
// response every sign-in returns.
import type postgres from 'postgres';
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken, type AmrEntry, type AuthSessionClaims } from './access-tokens';
import type { AuthContext, AuthRequest } from './context';
import { badRequest, sessionNotFound } from './errors';
import { randomToken, sha256 } from './secrets';
import { findUserById, userJson } from './users';
import { jsonb } from './db';

/** How the user proved who they are (GoTrue's authentication methods, the amr claim). */
export type AuthMethod = 'password' | 'otp' | 'oauth' | 'magiclink' | 'recovery' | 'email/signup' | 'email_change';
/** How a session passed its second factor, in the same claim. */
export type SecondFactorMethod = 'totp';

export type TokenResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

/**
 * GoTrue lets a refresh token that was just rotated be used again for this long, as long as
 * the token it was rotated into has not been used yet: two tabs refreshing at once, or a
 * response lost on the network, must not sign the user out. Any other reuse of a rotated
 * token means it leaked, and ends the whole session.
 */
const REUSE_INTERVAL_SECONDS = 10;

async function newRefreshToken(db: postgres.Sql, authSessionId: string, parentId: string | null): Promise<string> {
  const token = randomToken();
  await db`insert into auth.refresh_tokens (session_id, token_hash, parent_id)
           values (${authSessionId}, ${sha256(token)}, ${parentId})`;
  return token;
}

async function tokenResponse(
  ctx: AuthContext,
  db: postgres.Sql,
  userId: string,
  authSession: AuthSessionClaims,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  const { token, expiresAt } = await signAccessToken(ctx.key, ctx.issuer, user, authSession);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Signs the user in on a new device. Pass a transaction to make it part of a larger change. */
export async function startAuthSession(
  ctx: AuthContext,
  db: postgres.Sql,
  userId: string,
  method: AuthMethod,
  request: AuthRequest,
): Promise<TokenResponse> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const [authSession] = await db<{ id: string; aal: string; amr: AmrEntry[] }[]>`
    insert into auth.sessions (user_id, amr, ip, user_agent)
    values (${userId}, ${jsonb(db, amr)}, ${request.ip}, ${request.req.headers['user-agent'] ?? null})
    returning id, aal, amr`;
  if (!authSession) throw new Error('insert into auth.sessions returned nothing');
  const refreshToken = await newRefreshToken(db, authSession.id, null);
  await db`update auth.users set last_sign_in_at = now() where id = ${userId}`;
  return tokenResponse(ctx, db, userId, authSession, refreshToken);
}

const refreshTokenNotFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/** POST /token?grant_type=refresh_token: rotates the refresh token and issues a new access token. */
export async function refreshAuthSession(ctx: AuthContext, refreshToken: string): Promise<TokenResponse> {
  const tokenHash = sha256(refreshToken);
  const outcome = await ctx.sql.begin(async (tx) => {
    // Lock the session first, then read the token in a fresh statement: concurrent refreshes
    // of one session take turns and each sees what the previous one did.
    const [locked] = await tx<{ id: string }[]>`
      select s.id from auth.sessions s
      where s.id = (select session_id from auth.refresh_tokens where token_hash = ${tokenHash})
      for update`;
    if (!locked) return { error: refreshTokenNotFound() };
    const [token] = await tx<
      { id: string; user_id: string; aal: string; amr: AmrEntry[]; revoked: boolean; reusable: boolean }[]
    >`
      select rt.id::text, s.user_id, s.aal, s.amr, rt.revoked_at is not null as revoked,
        rt.revoked_at > now() - make_interval(secs => ${REUSE_INTERVAL_SECONDS})
          and not exists (select 1 from auth.refresh_tokens child
                          where child.parent_id = rt.id and child.revoked_at is not null) as reusable
      from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token_hash = ${tokenHash}`;
    if (!token) return { error: refreshTokenNotFound() };
    if (token.revoked && !token.reusable) {
      await tx`delete from auth.sessions where id = ${locked.id}`;
      return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    if (!token.revoked) await tx`update auth.refresh_tokens set revoked_at = now() where id = ${token.id}`;
    const next = await newRefreshToken(tx, locked.id, token.id);
    await tx`update auth.sessions set refreshed_at = now() where id = ${locked.id}`;
    return {
      response: await tokenResponse(ctx, tx, token.user_id, { id: locked.id, aal: token.aal, amr: token.amr }, next),
    };
  });
  // Thrown after the transaction so that ending a session on reuse is committed.
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/** The session's amr without the entries of `method`, in their order. */
const amrWithout = (db: postgres.Sql, method: SecondFactorMethod) => db`
  coalesce((select jsonb_agg(e.entry order by e.position)
            from jsonb_array_elements(amr) with ordinality as e(entry, position)
            where e.entry ->> 'method' <> ${method}), '[]'::jsonb)`;

/**
 * POST /factors/:factorId/verify: the caller's session passed a second factor. It becomes aal2,
 * with `method` first in its amr (GoTrue keeps one entry per method, newest first), and goes
 * on with new tokens only: its older refresh tokens were issued at aal1 and must not mint aal2
 * access tokens. As GoTrue does, the user's sessions still at aal1 end.
 */
export async function raiseAuthSessionToAal2(
  ctx: AuthContext,
  db: postgres.Sql,
  input: { userId: string; authSessionId: string; factorId: string; method: SecondFactorMethod },
): Promise<TokenResponse> {
  const entry: AmrEntry = { method: input.method, timestamp: Math.floor(Date.now() / 1000) };
  const [authSession] = await db<{ id: string; aal: string; amr: AmrEntry[] }[]>`
    update auth.sessions
    set aal = 'aal2', factor_id = ${input.factorId}, amr = ${jsonb(db, [entry])} || ${amrWithout(db, input.method)}
    where id = ${input.authSessionId} and user_id = ${input.userId}
    returning id, aal, amr`;
  // Signed out (elsewhere) while the code was checked.
  if (!authSession) throw sessionNotFound();
  await db`delete from auth.refresh_tokens where session_id = ${authSession.id}`;
  await db`delete from auth.sessions where user_id = ${input.userId} and aal <> 'aal2'`;
  const refreshToken = await newRefreshToken(db, authSession.id, null);
  return tokenResponse(ctx, db, input.userId, authSession, refreshToken);
}

/** The factor is being removed: the sessions it raised fall back to aal1 and lose its amr entry. */
export async function lowerAuthSessionsRaisedBy(
  db: postgres.Sql,
  factorId: string,
  method: SecondFactorMethod,
): Promise<void> {
  await db`update auth.sessions set aal = 'aal1', factor_id = null, amr = ${amrWithout(db, method)}
           where factor_id = ${factorId}`;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endAuthSessions(
  db: postgres.Sql,
  userId: string,
  authSessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local' && authSessionId) await db`delete from auth.sessions where id = ${authSessionId}`;
  else if (scope === 'others' && authSessionId)
    await db`delete from auth.sessions where user_id = ${userId} and id <> ${authSessionId}`;
  else await db`delete from auth.sessions where user_id = ${userId}`;
}
