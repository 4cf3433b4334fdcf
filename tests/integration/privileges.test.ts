// What `anon` and `authenticated` (the roles /rest/v1 runs requests as) may do in the database,
// compared with an explicit list: row-level security governs only SELECT, INSERT, UPDATE and
// DELETE, so every other privilege, and EXECUTE on a function, whether granted to the role or
// to PUBLIC, is a way around it. A new table, function or grant shows up here as a difference.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl, LOCAL_ANON_KEY, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { rolledBack } from './support/rolled-back';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let member: TestUser;
let victim: TestUser;

beforeAll(async () => {
  [member, victim] = await Promise.all([newUser('member'), newUser('victim')]);
  await sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${victim.accountId}, ${victim.userId}, 'Victim’s client')`;
});
afterAll(() => sql.end());

const DML = 'SELECT, INSERT, UPDATE, DELETE';
const studioTables = [
  'account_members',
  'account_settings',
  'accounts',
  'contract_templates',
  'contracts',
  'coupons',
  'custom_fonts',
  'customers',
  'enquiries',
  'galleries',
  'invoice_instalments',
  'invoice_lines',
  'invoices',
  'locations',
  'mail_templates',
  'pages',
  'payments',
  'photos',
  'price_list_items',
  'price_lists',
  'questionnaires',
  'quote_lines',
  'quotes',
  'schedule_plans',
  'session_types',
  'sessions',
  'shipping_zones',
  'tasks',
  'workflow_steps',
  'workflows',
];
const totalsTables = ['outstanding_days', 'outstanding_totals', 'revenue_days'];
const inviteColumns =
  'account_id, author_id, created_at, email, expires_at, gallery_id, id, last_downloaded_at, last_opened_at, name, ' +
  'photos_downloaded, revoked_at, selection_locked_at, selection_reminded_at, selection_sent_at';

/** Everything either role holds, one line per role and object. */
const expected = (['anon', 'authenticated'] as const).flatMap((role) => [
  // The platform's schemas and functions, as Supabase provides them (local/db/supabase-platform.sql).
  `${role} schema auth: USAGE`,
  `${role} schema extensions: USAGE`,
  `${role} schema public: USAGE`,
  `${role} function auth.jwt(): EXECUTE`,
  `${role} function auth.role(): EXECUTE`,
  `${role} function auth.uid(): EXECUTE`,
  // unaccent's functions keep PostgreSQL's EXECUTE for PUBLIC; extensions is not exposed.
  `${role} function extensions.unaccent(regdictionary, text): EXECUTE`,
  `${role} function extensions.unaccent(text): EXECUTE`,
  `${role} function extensions.unaccent_init(internal): EXECUTE`,
  `${role} function extensions.unaccent_lexize(internal, internal, internal, internal): EXECUTE`,
  // The clock every timestamp column defaults to: whoever may insert a row evaluates it.
  `${role} function private.now_ms(): EXECUTE`,
  ...studioTables.map((table) => `${role} table public.${table}: ${DML}`),
  ...totalsTables.map((table) => `${role} table public.${table}: SELECT`),
  // The studio's Stripe connection: written by the server only, read by managers.
  `${role} table public.payment_accounts: SELECT`,
  // Never the token hash.
  `${role} table public.gallery_invites: INSERT, UPDATE, DELETE`,
  ...(role === 'authenticated'
    ? [
        `${role} columns public.gallery_invites: SELECT (${inviteColumns})`,
        // Clients' choices are written through /api only.
        `${role} table public.gallery_picks: SELECT`,
        // What was mailed about an invoice: written by the server's jobs only.
        `${role} table public.invoice_messages: SELECT`,
        // A client's answers: written through their link (/api) only.
        `${role} table public.questionnaire_responses: SELECT`,
        // Signatures: written by the signing handlers only.
        `${role} table public.contract_signatures: SELECT`,
        // Proposals: written by the API only.
        `${role} table public.proposals: SELECT`,
        // Session steps: written by the workflow runner and the API only.
        `${role} table public.session_steps: SELECT`,
        // Reviews: written through the client's link; the studio only chooses which its site shows.
        `${role} table public.reviews: SELECT`,
        `${role} columns public.reviews: UPDATE (shown_on_site, updated_at)`,
        // Gallery orders and what they unlock: priced and settled by the server only.
        `${role} table public.gallery_order_items: SELECT`,
        `${role} table public.gallery_orders: SELECT`,
        `${role} table public.gallery_unlocks: SELECT`,
        // What the membership policies call.
        `${role} function private.has_role(text, text): EXECUTE`,
        `${role} function private.is_member(text): EXECUTE`,
        `${role} function private.is_owner(text): EXECUTE`,
      ]
    : []),
]);

/**
 * What the roles hold on every schema but the catalogs', and on every table, column, sequence and
 * function of `public`, `private` and any schema they may use, through a grant to them or to PUBLIC.
 */
async function heldPrivileges(db: postgres.Sql | postgres.TransactionSql = sql): Promise<string[]> {
  const rows = await db<{ line: string }[]>`
    with roles (role) as (values ('anon'::name), ('authenticated'::name)),
    schemas as (
      select oid, nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname !~ '^pg_'
    ),
    reachable as (
      select s.* from schemas s
      where s.nspname in ('public', 'private')
         or exists (select 1 from roles r where has_schema_privilege(r.role, s.oid, 'USAGE'))
    ),
    relations as (
      select c.oid, format('%I.%I', s.nspname, c.relname) as name, c.relkind
      from pg_class c join reachable s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    ),
    held (role, kind, object, privilege) as (
      select r.role, 'schema', s.nspname::text, p
      from roles r cross join schemas s cross join unnest(array['USAGE', 'CREATE']) p
      where has_schema_privilege(r.role, s.oid, p)
      union all
      select r.role, case t.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'table' end, t.name, p
      from roles r cross join relations t
        cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN']) p
      where t.relkind <> 'S' and has_table_privilege(r.role, t.oid, p)
      union all
      select r.role, 'sequence', t.name, p
      from roles r cross join relations t cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) p
      where t.relkind = 'S' and has_sequence_privilege(r.role, t.oid, p)
      union all
      -- Column grants where the table-wide privilege is missing, one entry per privilege.
      select r.role, 'columns', t.name, format('%s (%s)', p, string_agg(a.attname, ', ' order by a.attname))
      from roles r cross join relations t
        join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
        cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p
      where t.relkind <> 'S' and not has_table_privilege(r.role, t.oid, p)
        and has_column_privilege(r.role, t.oid, a.attnum, p)
      group by r.role, t.name, p
      union all
      select r.role, 'function', format('%I.%I(%s)', s.nspname, f.proname, oidvectortypes(f.proargtypes)), 'EXECUTE'
      from roles r cross join reachable s join pg_proc f on f.pronamespace = s.oid
      where has_function_privilege(r.role, f.oid, 'EXECUTE')
    )
    select format('%s %s %s: %s', role, kind, object,
                  string_agg(privilege, ', ' order by array_position(
                    array['USAGE', 'CREATE', 'SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN'],
                    split_part(privilege, ' ', 1)))) as line
    from held
    group by role, kind, object
    order by line`;
  return rows.map((row) => row.line);
}

/**
 * Runs `attempt` as `role` with `userId`'s JWT claims, the way PostgREST runs a request, then
 * `inspect` as the database owner in the same transaction, and rolls everything back: what the
 * attempt changed is visible to `inspect` without leaving a trace for other tests.
 */
function attemptAs<T>(
  role: 'anon' | 'authenticated',
  userId: string | null,
  attempt: (tx: postgres.TransactionSql) => Promise<unknown>,
  inspect: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<{ refusal: string | undefined; after: T }> {
  return rolledBack(sql, async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(userId ? { sub: userId, role } : { role })}, true)`;
    await tx.unsafe(`set local role ${role}`);
    const refusal = await tx
      .savepoint((sp) => attempt(sp))
      .then(
        () => undefined,
        (error: Error) => error.message,
      );
    await tx`reset role`;
    return { refusal, after: await inspect(tx) };
  });
}

describe('database privileges of the API roles', () => {
  it('are exactly the expected ones on every schema, table, column, sequence and function', async () => {
    const held = await heldPrivileges();
    expect({
      unexpected: held.filter((line) => !expected.includes(line)).sort(),
      missing: expected.filter((line) => !held.includes(line)).sort(),
    }).toEqual({ unexpected: [], missing: [] });
  });

  it('start as narrow on what a later migration creates: row operations on a table, nothing on a sequence or function', async () => {
    // A view, not a table: a view takes a table's default privileges, and creating one wakes
    // no zero-cache event trigger.
    const held = await rolledBack(sql, async (tx) => {
      await tx`create view public.privileges_probe as select 1 as one`;
      await tx`create sequence public.privileges_probe_sequence`;
      await tx`create function public.privileges_probe() returns int language sql as 'select 1'`;
      await tx`create function private.privileges_probe() returns int language sql as 'select 1'`;
      return heldPrivileges(tx);
    });
    expect(held.filter((line) => line.includes('privileges_probe'))).toEqual([
      `anon view public.privileges_probe: ${DML}`,
      `authenticated view public.privileges_probe: ${DML}`,
    ]);
  });

  it('refuse a member who calls the totals functions for another studio, and change no total', async () => {
    const totals = (tx: postgres.Sql | postgres.TransactionSql) => tx`
      select 'revenue' as kind, day, amount from revenue_days where account_id = ${victim.accountId}
      union all select 'outstanding', day, amount from outstanding_days where account_id = ${victim.accountId}
      union all select 'outstanding total', null, amount from outstanding_totals where account_id = ${victim.accountId}`;
    const before = await totals(sql);
    for (const fn of ['add_revenue', 'add_outstanding']) {
      const { refusal, after } = await attemptAs(
        'authenticated',
        member.userId,
        (tx) => tx`select ${tx(`private.${fn}`)}(${victim.accountId}, ${Date.now()}, 1000000)`,
        totals,
      );
      expect({ refusal, after }, fn).toEqual({ refusal: expect.stringMatching(/permission denied/), after: before });
    }
  });

  it.each(['anon', 'authenticated'] as const)('refuse TRUNCATE to %s, which would ignore RLS', async (role) => {
    const victimsCustomers = (tx: postgres.Sql | postgres.TransactionSql) =>
      tx`select id, name from customers where account_id = ${victim.accountId}`;
    const before = await victimsCustomers(sql);
    expect(before).toHaveLength(1);
    const { refusal, after } = await attemptAs(
      role,
      role === 'anon' ? null : member.userId,
      // cascade: customers' sessions refer to them, and TRUNCATE takes those tables along
      (tx) => tx`truncate customers cascade`,
      victimsCustomers,
    );
    expect({ refusal, after }).toEqual({ refusal: expect.stringMatching(/permission denied/), after: before });
  });
});

describe('the Data API', () => {
  it('is off in every project the config is pushed to, and on the local platform', async () => {
    const config = await readFile(path.join(import.meta.dirname, '../../supabase/config.toml'), 'utf8');
    // The [api] table, up to the next table.
    const api = /^\[api\]\n([\s\S]*?)(?=^\[)/m.exec(config)?.[1] ?? '';
    expect(api).toMatch(/^enabled = false$/m);
    for (const endpoint of ['/rest/v1/customers?select=*', '/rest/v1/', '/graphql/v1']) {
      const res = await fetch(`${platformOrigin()}${endpoint}`, { headers: { apikey: LOCAL_ANON_KEY } });
      expect(res.status, endpoint).toBe(404);
    }
  });
});
