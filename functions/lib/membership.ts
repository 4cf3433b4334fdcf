// Membership of an account is what grants access to its rows, for Zero and for /api alike.
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import { authenticate, type Caller } from './auth';
import { getSql } from './db';
import { header, HttpError, type ApiEvent } from './http';
import { parseInput } from './input';

export type Role = 'owner' | 'member';

export async function accountIdsOf(sql: postgres.Sql, userId: string): Promise<string[]> {
  const rows = await sql<{ accountId: string }[]>`
    select account_id as "accountId" from account_members where user_id = ${userId} order by created_at`;
  return rows.map((r) => r.accountId);
}

/**
 * The caller's role in an account, or a 404: an account the caller is not in answers exactly
 * like one that does not exist, so ids reveal nothing.
 */
async function requireMembership(sql: postgres.Sql, userId: string, accountId: string): Promise<Role> {
  const [row] = await sql<{ role: Role }[]>`
    select role from account_members where account_id = ${accountId} and user_id = ${userId}`;
  if (!row) throw new HttpError(404, 'not_found', 'Account not found');
  return row.role;
}

async function requireOwner(sql: postgres.Sql, userId: string, accountId: string): Promise<void> {
  if ((await requireMembership(sql, userId, accountId)) !== 'owner') {
    throw new HttpError(403, 'forbidden', 'Only the owner of the studio can do this');
  }
}

type AccountRequest = { caller: Caller; accountId: string; sql: postgres.Sql };

/**
 * The account in the request's path, once the caller is shown to own it. Checked before the
 * body is read, so a stranger learns nothing from the answer but that there is no such account.
 */
export const ownedAccount = (event: ApiEvent): Promise<AccountRequest> => accountInPath(event, requireOwner);

/** The account in the request's path, once the caller is shown to belong to it, owner or not. */
export const memberAccount = (event: ApiEvent): Promise<AccountRequest> => accountInPath(event, requireMembership);

async function accountInPath(
  event: ApiEvent,
  check: (sql: postgres.Sql, userId: string, accountId: string) => Promise<unknown>,
): Promise<AccountRequest> {
  const caller = await authenticate(event);
  const accountId = targetAccount(event, parseInput(event.pathParameters?.id, entityId));
  const sql = getSql();
  await check(sql, caller.userId, accountId);
  return { caller, accountId, sql };
}

/**
 * The account a request acts on: the path's account when it names one, which must then agree
 * with the X-Account-ID header the app sends (a mismatch is a confused or forged request).
 */
function targetAccount(event: ApiEvent, pathAccountId: string): string {
  const selected = header(event, 'x-account-id');
  if (selected !== undefined && selected !== pathAccountId) {
    throw new HttpError(400, 'invalid_input', 'X-Account-ID does not match the account in the path');
  }
  return pathAccountId;
}

/** The tables whose rows a member reaches by id through /api: each row has an `account_id`. */
type MemberTable = 'galleries' | 'payments';

/**
 * The row of `table` with the id `id`, if the caller is a member of its account, in one query:
 * the row joined with the caller's membership. A row of another studio and a row that does not
 * exist answer the same 404, body and all, so ids reveal nothing. The request's X-Account-ID,
 * when sent, must name the row's account.
 */
export async function memberRow<T extends { accountId: string }>(
  sql: postgres.Sql,
  event: ApiEvent,
  userId: string,
  options: { table: MemberTable; id: unknown; columns: postgres.PendingQuery<postgres.Row[]>; notFound: string },
): Promise<T> {
  const id = parseInput(options.id, entityId);
  const table = sql(options.table);
  const [row] = await sql<T[]>`
    select ${options.columns} from ${table}
    where id = ${id}
      and exists (select 1 from account_members m where m.account_id = ${table}.account_id and m.user_id = ${userId})`;
  if (!row) throw new HttpError(404, 'not_found', options.notFound);
  targetAccount(event, row.accountId);
  return row;
}
