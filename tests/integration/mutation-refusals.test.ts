// A refusal is the answer a mutator gives on purpose (a stable error code, or input its schema
// rejects). The mutate handler runs in-process here so the test reads what it writes to the
// log: a refusal must reach the client and leave the error log to real failures.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../core/domain/ids';
import { ORIGIN_SECRET_ENV, ZERO_API_KEY_HEADER } from '../../functions/lib/http';
import { handler } from '../../functions/zero/mutate';
import { databaseUrl, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const ZERO_API_KEY = 'mutation-refusals-secret-0123456789';
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl(),
    AUTH_URL: `${platformOrigin()}/auth/v1`,
    [ORIGIN_SECRET_ENV]: ZERO_API_KEY,
  });
  [owner, stranger] = await Promise.all([newUser('owner'), newUser('stranger')]);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => sql.end());

function push(user: TestUser, name: string, args: unknown): APIGatewayProxyEventV2 {
  const body = {
    clientGroupID: newId(),
    mutations: [{ type: 'custom', id: 1, clientID: newId(), name, args: [args], timestamp: Date.now() }],
    pushVersion: 1,
    timestamp: Date.now(),
    requestID: 'r1',
  };
  return {
    version: '2.0',
    routeKey: 'POST /api/zero/mutate',
    rawPath: '/api/zero/mutate',
    rawQueryString: 'schema=zero_0&appID=zero',
    queryStringParameters: { schema: 'zero_0', appID: 'zero' },
    // As zero-cache sends it, with its API key.
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
      [ZERO_API_KEY_HEADER]: ZERO_API_KEY,
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { requestId: newId() },
  } as unknown as APIGatewayProxyEventV2;
}

function logged() {
  const lines: unknown[][] = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args));
  }
  return lines;
}

describe('refused mutations', () => {
  it.each([
    ['a write into another studio', () => push(stranger, 'customer.create', newCustomer(owner.accountId))],
    ['input the schema rejects', () => push(owner, 'customer.create', { ...newCustomer(owner.accountId), name: '' })],
  ])('answer %s with an error and log nothing', async (_label, event) => {
    const lines = logged();
    const before = await customerNames(owner.accountId);
    const res = await handler(event());
    const answer = JSON.parse(res.body ?? '{}') as { mutations: { result: { error?: string } }[] };
    expect(answer.mutations[0]?.result.error).toBe('app');
    expect(lines).toEqual([]);
    expect(await customerNames(owner.accountId)).toEqual(before);
  });

  it('still logs a failure nobody meant, with its stack', async () => {
    const lines = logged();
    // A name no mutator has: the server's own fault as far as the client can tell.
    const res = await handler(push(owner, 'customer.vanish', { id: newId() }));
    expect(res.statusCode).toBe(200);
    expect(lines.flat().join('\n')).toMatch(/customer\.vanish/);
  });
});

function newCustomer(accountId: string) {
  return { id: newId(), accountId, name: 'Injected', email: '', phone: '', notes: '' };
}

async function customerNames(accountId: string) {
  return (await sql<{ name: string }[]>`select name from customers where account_id = ${accountId} order by id`).map(
    (r) => r.name,
  );
}
