// Personal access tokens (core/domain/access-token.ts): made, listed and revoked by their maker
// in Settings, and checked here for the few routes that take one, the upload endpoints through
// upload-caller.ts. A token is `pst_` and 256 random bits, kept only as its SHA-256: a slow hash
// guards guessable secrets, and nothing can guess 256 random bits, while every upload request pays
// for the check (docs/decisions/personal-access-tokens.md).
import type postgres from 'postgres';
import { ACCESS_TOKEN_PREFIX, type AccessTokenRequest, type ListedAccessToken } from '@core/domain/access-token';
import { newId } from '@core/domain/ids';
import { needs, roleAtLeast, type Role } from '@core/domain/roles';
import { bearerToken } from './auth';
import { getSql } from './db';
import { HttpError, type ApiEvent } from './http';
import { hashSecretToken, isSecretTokenShaped, newPlainToken } from './secret-token';

const DAY = 86_400_000;
/** Last use is written at most this often per token, so a burst of uploads writes it once. */
const LAST_USE_STEP = 60_000;

/** The studio and the member a token acts for. */
export type TokenCaller = { tokenId: string; accountId: string; userId: string };

export const isAccessToken = (value: string | undefined): value is string =>
  value?.startsWith(ACCESS_TOKEN_PREFIX) === true;

const listedColumns = (sql: postgres.Sql) => sql`
  id, name, created_at::float8 as "createdAt", expires_at::float8 as "expiresAt", last_used_at::float8 as "lastUsedAt"`;

/** A new token of the member's for the studio: its listing, and its secret, shown this once. */
export async function createAccessToken(
  sql: postgres.Sql,
  member: { accountId: string; userId: string },
  request: AccessTokenRequest,
): Promise<{ token: ListedAccessToken; secret: string }> {
  const secret = ACCESS_TOKEN_PREFIX + newPlainToken();
  const now = Date.now();
  const [token] = await sql<ListedAccessToken[]>`
    insert into private.access_tokens (id, account_id, user_id, name, token_hash, created_at, expires_at)
    values (${newId()}, ${member.accountId}, ${member.userId}, ${request.name}, ${hashSecretToken(secret)},
            ${now}, ${now + request.days * DAY})
    returning ${listedColumns(sql)}`;
  if (!token) throw new Error('The token insert returned no row');
  return { token, secret };
}

/** The member's tokens for the studio that still stand (expired ones too), newest first. */
export function memberAccessTokens(
  sql: postgres.Sql,
  member: { accountId: string; userId: string },
): Promise<ListedAccessToken[]> {
  return sql<ListedAccessToken[]>`
    select ${listedColumns(sql)} from private.access_tokens
    where account_id = ${member.accountId} and user_id = ${member.userId} and revoked_at is null
    order by created_at desc, id`;
}

/** Revokes one of the member's tokens; false when they have no such token standing. */
export async function revokeAccessToken(
  sql: postgres.Sql,
  member: { accountId: string; userId: string },
  tokenId: string,
): Promise<boolean> {
  const revoked = await sql`
    update private.access_tokens set revoked_at = ${Date.now()}
    where id = ${tokenId} and account_id = ${member.accountId} and user_id = ${member.userId} and revoked_at is null
    returning id`;
  return revoked.length > 0;
}

type StoredToken = TokenCaller & { expiresAt: number; revokedAt: number | null; lastUsedAt: number | null; role: Role };

/**
 * The studio and member the request's access token acts for, or undefined when it carries none
 * (a sign-in's token, or nothing: the caller's own check answers those). An unknown token is a
 * 401 `unauthenticated`, a revoked or expired one a 401 with its own code, so the tool can say
 * which; a maker who is no longer a manager there is refused (403), as they could not make it now.
 */
export async function accessTokenCaller(event: ApiEvent): Promise<TokenCaller | undefined> {
  const bearer = bearerToken(event);
  if (!isAccessToken(bearer)) return undefined;
  const secret = bearer.slice(ACCESS_TOKEN_PREFIX.length);
  if (!isSecretTokenShaped(secret)) throw new HttpError(401, 'unauthenticated', 'Invalid access token');
  const sql = getSql();
  const [token] = await sql<StoredToken[]>`
    select t.id as "tokenId", t.account_id as "accountId", t.user_id as "userId", t.expires_at::float8 as "expiresAt",
           t.revoked_at::float8 as "revokedAt", t.last_used_at::float8 as "lastUsedAt", m.role
    from private.access_tokens t
    join account_members m on m.account_id = t.account_id and m.user_id = t.user_id
    where t.token_hash = ${hashSecretToken(bearer)}`;
  if (!token) throw new HttpError(401, 'unauthenticated', 'Invalid access token');
  if (token.revokedAt !== null) throw new HttpError(401, 'access_token_revoked', 'This access token was revoked');
  const now = Date.now();
  if (token.expiresAt <= now) throw new HttpError(401, 'access_token_expired', 'This access token has expired');
  if (!roleAtLeast(token.role, needs.manage)) {
    throw new HttpError(403, 'forbidden', `Only a studio's ${needs.manage} or above can use an access token`);
  }
  if (token.lastUsedAt === null || token.lastUsedAt <= now - LAST_USE_STEP) {
    await sql`update private.access_tokens set last_used_at = ${now} where id = ${token.tokenId}`;
  }
  return { tokenId: token.tokenId, accountId: token.accountId, userId: token.userId };
}

/** The request's access token's caller; a request without one is a 401, whatever else it carries. */
export async function requireAccessToken(event: ApiEvent): Promise<TokenCaller> {
  const caller = await accessTokenCaller(event);
  if (!caller) throw new HttpError(401, 'unauthenticated', 'Send a personal access token');
  return caller;
}
