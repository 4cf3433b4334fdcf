// Rows a bookings test starts from, written straight to Postgres, and Zero clients speaking for
// a test user the way a signed-in browser tab does.
import type { HumanReadable, QueryOrQueryRequest, ReadonlyJSONValue } from '@rocicorp/zero';
import type postgres from 'postgres';
import { vi } from 'vitest';
import { newId } from '@core/domain/ids';
import type { ZeroContext } from '@core/zero/context';
import type { Schema } from '@core/zero/schema';
import { api, type TestUser } from '../../support/users';
import { syncReport } from '../../support/sync-controls';
import { zeroClient } from '../../support/zero-client';

export const DAY = 24 * 60 * 60 * 1000;

/**
 * A Zero client of `user` with storage of its own, like another browser: clients sharing
 * storage form one client group, whose writes zero-cache sends one push at a time. `claims`
 * lets a test pretend to belong to more studios than it does.
 */
export function clientOf(user: TestUser, claims: readonly string[] = [user.accountId]) {
  const context = { userID: user.userId, roles: Object.fromEntries(claims.map((id) => [id, 'owner' as const])) };
  return zeroClient({ userID: user.userId, auth: user.accessToken, context, storageKey: newId() });
}

export async function insertCustomer(sql: postgres.Sql, user: TestUser, name = 'Laura Puig'): Promise<string> {
  const id = newId();
  await sql`insert into customers (id, account_id, author_id, name) values (${id}, ${user.accountId}, ${user.userId}, ${name})`;
  return id;
}

export async function insertSession(
  sql: postgres.Sql,
  user: TestUser,
  customerId: string,
  fields: { date?: number; price?: number; status?: string; type?: string } = {},
): Promise<string> {
  const id = newId();
  await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, status, type)
            values (${id}, ${user.accountId}, ${user.userId}, ${customerId}, ${fields.date ?? Date.now() + 7 * DAY},
                    ${fields.price ?? 0}, ${fields.status ?? 'scheduled'}, ${fields.type ?? ''})`;
  return id;
}

export async function insertLocation(sql: postgres.Sql, user: TestUser, name = 'Park Güell'): Promise<string> {
  const id = newId();
  await sql`insert into locations (id, account_id, author_id, name) values (${id}, ${user.accountId}, ${user.userId}, ${name})`;
  return id;
}

export async function insertGallery(sql: postgres.Sql, user: TestUser, name = 'Wedding'): Promise<string> {
  const id = newId();
  await sql`insert into galleries (id, account_id, author_id, name) values (${id}, ${user.accountId}, ${user.userId}, ${name})`;
  return id;
}

export async function sessionRow(sql: postgres.Sql, id: string) {
  const [row] = await sql<
    {
      status: string;
      price: number;
      paymentStatus: string;
      paymentAmount: number;
      customerId: string;
      location: string;
      locationId: string | null;
      duration: number;
    }[]
  >`
    select status, duration, price::float8 as price, payment_status as "paymentStatus", payment_amount::float8 as "paymentAmount",
           customer_id as "customerId", location, location_id as "locationId"
    from sessions where id = ${id}`;
  return row;
}

type ZeroClient = ReturnType<typeof clientOf>;

// How long a Zero client waits for zero-cache's answer: ample on a busy machine, and short of the
// test's own limit, so a server that never answers fails naming the client's connection.
const ZERO_PATIENCE_MS = 20_000;

/**
 * Makes the rows of `request` local to `zero` and keeps them synced: a mutator's optimistic
 * run reads local rows, and one that finds its row missing fails in the client before the
 * server is ever asked, as it would in a browser that never loaded the row.
 */
export async function load<
  TTable extends keyof Schema['tables'] & string,
  TInput extends ReadonlyJSONValue | undefined,
  TOutput extends ReadonlyJSONValue | undefined,
  TReturn,
>(
  zero: ZeroClient,
  request: QueryOrQueryRequest<TTable, TInput, TOutput, Schema, TReturn, ZeroContext>,
  /** What must be local before the test goes on; by default, any row at all. */
  arrived: (rows: HumanReadable<TReturn>) => boolean = (rows) =>
    Array.isArray(rows) ? rows.length > 0 : rows !== undefined,
): Promise<void> {
  zero.preload(request);
  // What the server last said of the query, for a failure to tell a refusal from a silence.
  const view = zero.materialize(request);
  let answer = 'no answer';
  view.addListener((_rows, resultType, error) => {
    answer = error ? `${resultType}: ${JSON.stringify(error)}` : resultType;
  });
  try {
    await vi.waitUntil(async () => arrived(await zero.run(request)), { timeout: ZERO_PATIENCE_MS, interval: 20 });
  } catch {
    const state = JSON.stringify(zero.connection.state.current);
    throw new Error(
      `the rows did not arrive in ${ZERO_PATIENCE_MS} ms; the query: ${answer}; the connection: ${state}\n${await syncReport(await zero.clientGroupID)}`,
    );
  } finally {
    view.destroy();
  }
}

/**
 * Why the server refuses `request` for `zero`, or undefined when it answers with rows: a client
 * claiming a studio it does not belong to gets the query handler's error, never rows (the server
 * builds the membership context itself).
 */
export async function readRefusal<
  TTable extends keyof Schema['tables'] & string,
  TInput extends ReadonlyJSONValue | undefined,
  TOutput extends ReadonlyJSONValue | undefined,
  TReturn,
>(
  zero: ZeroClient,
  request: QueryOrQueryRequest<TTable, TInput, TOutput, Schema, TReturn, ZeroContext>,
): Promise<string | undefined> {
  const view = zero.materialize(request);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string | undefined>((resolve, reject) => {
      // Short of the test's own limit, so a silent server fails with the client's state.
      timer = setTimeout(() => {
        const state = JSON.stringify(zero.connection.state.current);
        void zero.clientGroupID
          .then(syncReport)
          .then((report) =>
            reject(
              new Error(
                `no answer to the query in ${ZERO_PATIENCE_MS} ms; the client's connection: ${state}\n${report}`,
              ),
            ),
          );
      }, ZERO_PATIENCE_MS);
      view.addListener((_rows, resultType, error) => {
        if (resultType === 'error') resolve(error?.message ?? error?.error);
        else if (resultType === 'complete') resolve(undefined);
      });
    });
  } finally {
    clearTimeout(timer);
    view.destroy();
  }
}

type PushResult = { error?: string; message?: string };

/**
 * Sends one mutation straight to /api/zero/mutate, as a modified client could, skipping the
 * client's own validation and optimistic run: what the server alone decides.
 */
export async function pushDirect(user: TestUser, name: string, args: unknown): Promise<PushResult> {
  const clientGroupID = newId();
  const res = await api('POST', '/api/zero/mutate?schema=zero_0&appID=zero', {
    token: user.accessToken,
    body: {
      clientGroupID,
      mutations: [{ type: 'custom', id: 1, clientID: newId(), name, args: [args], timestamp: Date.now() }],
      pushVersion: 1,
      timestamp: Date.now(),
      requestID: newId(),
    },
  });
  const body = (await res.json()) as { mutations?: { result: PushResult }[] };
  const result = body.mutations?.[0]?.result;
  if (!result) throw new Error(`unexpected push response ${res.status}: ${JSON.stringify(body)}`);
  return result;
}
