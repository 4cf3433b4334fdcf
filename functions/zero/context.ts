import type { ReadonlyJSONValue } from '@rocicorp/zero';
import type { ZeroContext } from '../../core/zero/context';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import type { ApiEvent } from '../lib/http';
import { accountIdsOf } from '../lib/membership';

/** The server-side Zero context: the verified caller and the accounts they belong to. */
export async function zeroContext(event: ApiEvent): Promise<ZeroContext> {
  const caller = await authenticate(event);
  return { userID: caller.userId, accountIDs: await accountIdsOf(getSql(), caller.userId) };
}

/** The account a named query's arguments ask for, when they name one. */
export function requestedAccount(args: ReadonlyJSONValue | undefined): string | undefined {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const { accountId } = args as { accountId?: unknown };
  return typeof accountId === 'string' ? accountId : undefined;
}
