// Membership of an account, and the role held in it, is what grants access to its rows, for
// Zero and for /api alike (core/domain/roles.ts says what each role may do).
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import { roleAtLeast, type Role } from '@core/domain/roles';
import { authenticate, type Caller } from './auth';
import { getSql } from './db';
import { header, HttpError, type ApiEvent } from './http';
import { parseInput } from './input';

/** The caller's role in each account they belong to. */
export async function rolesOf(sql: postgres.Sql, userId: string): Promise<Record<string, Role>> {
  const rows = await sql<{ accountId: string; role: Role }[]>`
    select account_id as "accountId", role from account_members where user_id = ${userId}`;
  return Object.fromEntries(rows.map((r) => [r.accountId, r.role]));
}

/**
 * Passes when the caller holds at least `need` in the account, and returns their role. An
 * account the caller is not in answers 404, exactly like one that does not exist, so ids reveal
 * nothing; a member whose role falls short, 403.
 */
export async function requireRole(sql: postgres.Sql, userId: string, accountId: string, need: Role): Promise<Role> {
  const [row] = await sql<{ role: Role }[]>`
    select role from account_members where account_id = ${accountId} and user_id = ${userId}`;
  if (!row) throw new HttpError(404, 'not_found', 'Account not found');
  if (!roleAtLeast(row.role, need))
    throw new HttpError(403, 'forbidden', `Only a studio's ${need} or above can do this`);
  return row.role;
}

type AccountRequest = { caller: Caller; accountId: string; sql: postgres.Sql; role: Role };

/**
 * The account in the request's path, once the caller is shown to hold at least `need` there.
 * Checked before the body is read, so a stranger learns nothing from the answer but that there
 * is no such account.
 */
export async function accountInPath(event: ApiEvent, need: Role): Promise<AccountRequest> {
  const caller = await authenticate(event);
  const accountId = targetAccount(event, parseInput(event.pathParameters?.id, entityId));
  const sql = getSql();
  const role = await requireRole(sql, caller.userId, accountId, need);
  return { caller, accountId, sql, role };
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
type MemberTable = 'galleries' | 'payments' | 'custom_fonts' | 'invoices';

/**
 * The row of `table` with the id `id`, if the caller is a member of its account, in one query:
 * the row joined with the caller's membership. A row of another studio and a row that does not
 * exist answer the same 404, body and all, so ids reveal nothing; a member whose role falls
 * short of `need` hears 403. The request's X-Account-ID, when sent, must name the row's account.
 */
export async function memberRow<T extends { accountId: string }>(
  sql: postgres.Sql,
  event: ApiEvent,
  userId: string,
  options: {
    table: MemberTable;
    id: unknown;
    columns: postgres.PendingQuery<postgres.Row[]>;
    notFound: string;
    need: Role;
  },
): Promise<T> {
  const id = parseInput(options.id, entityId);
  const table = sql(options.table);
  const [row] = await sql<(T & { callerRole: Role | null })[]>`
    select ${options.columns},
      (select m.role from account_members m where m.account_id = ${table}.account_id and m.user_id = ${userId})
        as "callerRole"
    from ${table} where id = ${id}`;
  if (!row?.callerRole) throw new HttpError(404, 'not_found', options.notFound);
  targetAccount(event, row.accountId);
  if (!roleAtLeast(row.callerRole, options.need)) {
    throw new HttpError(403, 'forbidden', `Only a studio's ${options.need} or above can do this`);
  }
  const { callerRole: _, ...fields } = row;
  return fields as unknown as T;
}
