import type { ReadonlyJSONValue } from '@rocicorp/zero';
import type { ZeroContext } from '@core/zero/context';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import type { ApiEvent } from '../lib/http';
import { rolesOf } from '../lib/membership';

/**
 * The server-side Zero context: the verified caller, their role in each of their accounts, and
 * the sign-in every query requires to stay open.
 */
export async function zeroContext(event: ApiEvent): Promise<ZeroContext> {
  const caller = await authenticate(event);
  return { userID: caller.userId, roles: await rolesOf(getSql(), caller.userId), sessionId: caller.sessionId };
}

/**
 * Whether a named query's arguments ask for an account the caller is not in. Such a query is
 * refused outright, though the queries also filter by membership themselves.
 */
export function asksForForeignAccount(ctx: ZeroContext, args: ReadonlyJSONValue | undefined): boolean {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return false;
  const { accountId } = args as { accountId?: unknown };
  return typeof accountId === 'string' && !Object.hasOwn(ctx.roles, accountId);
}
