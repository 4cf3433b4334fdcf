// Authorisation shared by every area's queries and mutators: the caller's role in the row's
// account (core/domain/roles.ts says what each role may do).
import { ApplicationError, type Query } from '@rocicorp/zero';
import type { z } from 'zod/mini';
import type { ErrorCode } from '../domain/errors';
import { rolesAtLeast, type Role } from '../domain/roles';
import { hasRole, type ZeroContext } from './context';
import type { Schema } from './schema';

/**
 * What a query's function receives: the arguments as its schema `S` (./query-args/) reads them.
 * The server alone attaches the schemas (./checked-queries.ts), so the browser never loads them.
 */
export type QueryOptions<S extends z.ZodMiniType> = { args: z.output<S>; ctx: ZeroContext };

export function fail(code: ErrorCode): never {
  throw new ApplicationError(code);
}

/** `forbidden` unless the caller holds at least `need` in the account. */
export function assertMember(
  ctx: ZeroContext | undefined,
  accountId: string,
  need: Role = 'assistant',
): asserts ctx is ZeroContext {
  if (!hasRole(ctx, accountId, need)) fail('forbidden');
}

/**
 * A row the caller may change, or `not_found`: another account's row answers exactly like a
 * missing one, so ids leak nothing. A member whose role falls short of `need` gets `forbidden`.
 */
export function assertOwnRow<R extends { accountId: string }>(
  ctx: ZeroContext | undefined,
  row: R | undefined,
  need: Role = 'assistant',
): asserts row is R {
  if (!row || !hasRole(ctx, row.accountId)) fail('not_found');
  if (!hasRole(ctx, row.accountId, need)) fail('forbidden');
}

/** The tables whose rows belong to a studio, each linked to its members (schema.ts). */
type StudioTable = Exclude<keyof Schema['tables'], 'accounts' | 'accountMembers' | 'liveAuthSessions'>;

/**
 * `q` narrowed to the rows of `accountId`, for a caller who holds at least `need` there. The
 * context's roles are only rebuilt when zero-cache asks again (every few minutes), so the
 * membership and the sign-in are also part of the query itself: a member removed or demoted, or
 * signed out, stops receiving the studio's rows the moment their row changes.
 */
export function inStudio<T extends StudioTable, R>(
  q: Query<T, Schema, R>,
  ctx: ZeroContext | undefined,
  accountId: string,
  need: Role = 'assistant',
): Query<T, Schema, R> {
  const scoped = hasRole(ctx, accountId, need) ? accountId : '';
  return withRole(asAnyStudioTable(q).where('accountId', scoped) as unknown as Query<T, Schema, R>, ctx, need);
}

/** `q` narrowed to rows whose studio the caller holds at least `need` in: for related rows. */
export function withRole<T extends StudioTable, R>(
  q: Query<T, Schema, R>,
  ctx: ZeroContext | undefined,
  need: Role,
): Query<T, Schema, R> {
  return asAnyStudioTable(q).whereExists('members', (m) =>
    callersMembership(m, ctx).where('role', 'IN', rolesAtLeast(need)),
  ) as unknown as Query<T, Schema, R>;
}

/**
 * `members` narrowed to the caller's, while the sign-in the server verified is open: a sign-out
 * deletes its row (supabase/migrations/20261208100000_end_sync_at_sign_out.sql), and its rows
 * leave every open sync connection within replication lag.
 */
export function callersMembership<R>(
  members: Query<'accountMembers', Schema, R>,
  ctx: ZeroContext | undefined,
): Query<'accountMembers', Schema, R> {
  const mine = members.where('userId', ctx?.userID ?? '');
  const sessionId = ctx?.sessionId;
  return sessionId === undefined ? mine : mine.whereExists('authSessions', (s) => s.where('id', sessionId));
}

/** Every StudioTable has `accountId` and `members`; TypeScript cannot see it through a generic name. */
const asAnyStudioTable = <T extends StudioTable, R>(q: Query<T, Schema, R>) =>
  q as unknown as Query<'customers', Schema, R>;
