// Authorisation shared by every area's queries and mutators: membership of the row's account.
import { ApplicationError } from '@rocicorp/zero';
import type { ErrorCode } from '../domain/errors';
import { isMemberOf, type ZeroContext } from './context';

export function fail(code: ErrorCode): never {
  throw new ApplicationError(code);
}

export function assertMember(ctx: ZeroContext | undefined, accountId: string): asserts ctx is ZeroContext {
  if (!isMemberOf(ctx, accountId)) fail('forbidden');
}

/**
 * A row the caller may change, or `not_found`: another account's row answers exactly like a
 * missing one, so ids leak nothing.
 */
export function assertOwnRow<R extends { accountId: string }>(
  ctx: ZeroContext | undefined,
  row: R | undefined,
): asserts row is R {
  if (!row || !isMemberOf(ctx, row.accountId)) fail('not_found');
}

/** The account id if the caller belongs to it, otherwise an id no row can have. */
export function scopedAccount(ctx: ZeroContext | undefined, accountId: string): string {
  return isMemberOf(ctx, accountId) ? accountId : '';
}
