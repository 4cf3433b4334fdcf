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
