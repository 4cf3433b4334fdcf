// The database keeps studios apart by itself: no row of one studio may point at a row of another,
// and no row moves to another studio, whoever writes it: `authenticated` with a member's claims
// (what Supabase's Data API runs requests as) or the owner role the handlers use. The references
// are read from the catalogue, so a new reference column is tried without editing this file.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { rolledBack } from './support/rolled-back';
import { makeStudioRows } from './support/studio-rows';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

/** One column of a foreign key between two tables that both belong to a studio. */
type Reference = { table: string; column: string; target: string; targetColumn: string };

async function studioReferences(): Promise<Reference[]> {
  return sql<Reference[]>`
    select format('%I.%I', sn.nspname, sc.relname) as "table", a.attname as "column",
           format('%I.%I', tn.nspname, tc.relname) as target, fa.attname as "targetColumn"
    from pg_constraint c
    join pg_class sc on sc.oid = c.conrelid join pg_namespace sn on sn.oid = sc.relnamespace
    join pg_class tc on tc.oid = c.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
    cross join lateral unnest(c.conkey, c.confkey) as k (source, destination)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.source
    join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = k.destination
    where c.contype = 'f' and sn.nspname in ('public', 'private') and a.attname <> 'account_id'
      and exists (select 1 from pg_attribute x where x.attrelid = c.conrelid and x.attname = 'account_id')
      and exists (select 1 from pg_attribute x where x.attrelid = c.confrelid and x.attname = 'account_id')
    order by 1, 2`;
}

/** Every table that belongs to a studio: it has an account_id. */
async function studioTables(): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
    order by 1`;
  return rows.map((row) => row.name);
}

/**
 * The columns an insert may name (not generated), and the non-reference text keys a copy must not
 * repeat. A key with a nullable column (an invoice's number) is left alone: the fixture's drafts
 * leave it null, so a copy never clashes on it.
 */
async function insertShape(table: string): Promise<{ columns: string[]; freshKeys: string[] }> {
  const [shape] = await sql<{ columns: string[]; freshKeys: string[] }[]>`
    select
      array(select attname::text from pg_attribute
            where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
            order by attnum) as columns,
      array(select distinct a.attname::text
            from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
            where k.conrelid = ${table}::regclass and k.contype in ('p', 'u') and a.atttypid = 'text'::regtype
              and a.attname <> 'account_id'
              and not exists (select 1 from pg_attribute n
                              where n.attrelid = k.conrelid and n.attnum = any (k.conkey) and not n.attnotnull)
              and not exists (select 1 from pg_constraint f
                              where f.conrelid = k.conrelid and f.contype = 'f' and a.attnum = any (f.conkey))) as "freshKeys"`;
  return shape!;
}

type Writer = { role: 'owner' } | { role: 'authenticated'; userId: string };

/**
 * Runs `attempt` as `writer` inside a transaction that is rolled back, with deferred constraints
 * checked at once. What the database said: the SQLSTATE it refused with, or how many rows it
 * changed; a write that met no row (row-level security hid them all) is refused as 'hidden'.
 * `prepare` runs first as the owner, and may fail without spoiling the attempt.
 */
function tryAs(
  writer: Writer,
  attempt: (tx: postgres.TransactionSql) => Promise<postgres.RowList<postgres.Row[]>>,
  prepare?: (tx: postgres.TransactionSql) => Promise<unknown>,
) {
  return rolledBack(sql, async (tx) => {
    await tx`set constraints all immediate`;
    if (prepare) await tx.savepoint(prepare).catch(() => undefined);
    if (writer.role === 'authenticated') {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: writer.userId, role: 'authenticated' })}, true)`;
      await tx`set local role authenticated`;
    }
    return tx.savepoint(attempt).then(
      (rows) => (rows.count === 0 ? { refused: 'hidden' } : { changed: rows.count }),
      (error: postgres.PostgresError) => ({ refused: error.code }),
    );
  });
}

let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  [a, b] = await Promise.all([newUser('studio-a'), newUser('studio-b')]);
  await Promise.all([makeStudioRows(sql, a.accountId, a.userId), makeStudioRows(sql, b.accountId, b.userId)]);
});

describe('references between studio rows', () => {
  it('are found in the catalogue, each on a table the fixture fills', async () => {
    const references = await studioReferences();
    expect(references.length).toBeGreaterThanOrEqual(20);
    for (const { table } of references) {
      const [row] = await sql`select 1 from ${sql(table)} where account_id = ${b.accountId} limit 1`;
      expect(row, `tests/integration/support/studio-rows.ts makes no row of ${table}`).toBeDefined();
    }
  });

  it('never point at another studio’s row, on insert or update, whoever writes', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const { table, column, target, targetColumn } of await studioReferences()) {
      const name = sql(table);
      const [theirs] = await sql`
        select ${sql(targetColumn)} as value from ${sql(target)} where account_id = ${a.accountId} limit 1`;
      const [ours] = await sql`select to_jsonb(t) as row from ${name} t where account_id = ${b.accountId} limit 1`;
      const { columns, freshKeys } = await insertShape(table);
      const copy = { ...(ours!.row as Record<string, unknown>), [column]: theirs!.value };
      for (const key of freshKeys) copy[key] = randomBytes(32).toString('base64url');

      const update = (tx: postgres.TransactionSql) =>
        tx`update ${name} set ${tx(column)} = ${theirs!.value as string} where account_id = ${b.accountId}`;
      const list = columns.map((c) => `"${c}"`).join(', ');
      const insert = (tx: postgres.TransactionSql) =>
        tx.unsafe(
          `insert into ${table} (${list}) select ${list} from jsonb_populate_record(null::${table}, $1::text::jsonb)`,
          [JSON.stringify(copy)],
        );
      // The copy takes the original's place where nothing restricts its removal, so a key made of
      // references (an invite and a photo) meets no clash of its own.
      const removeOriginal = (tx: postgres.TransactionSql) => tx`delete from ${name} where account_id = ${b.accountId}`;
      for (const [writer, label] of [
        [{ role: 'owner' }, 'owner'],
        [{ role: 'authenticated', userId: b.userId }, 'member'],
      ] as const) {
        outcomes[`${label} updates ${table}.${column}`] = await tryAs(writer, update);
        outcomes[`${label} inserts ${table}.${column}`] = await tryAs(writer, insert, removeOriginal);
      }
    }
    // The owner role passes row-level security: only the foreign key can stop it. The Data API's
    // role is stopped by the key, a policy or a missing grant; a row it cannot see it cannot change.
    for (const [attempt, outcome] of Object.entries(outcomes)) {
      expect(outcome, attempt).toEqual({ refused: attempt.startsWith('owner') ? '23503' : expect.any(String) });
    }
  });

  it('never move a row to another studio, even for a member of both', async () => {
    // b's owner is also a manager of a: both studios' policies let them write.
    await sql`insert into account_members (account_id, user_id, role) values (${a.accountId}, ${b.userId}, 'manager')`;
    const tables = await studioTables();
    const attempts: Record<string, unknown> = {};
    for (const table of tables) {
      const [row] = await sql`select 1 from ${sql(table)} where account_id = ${a.accountId} limit 1`;
      if (!row) continue;
      const move = (tx: postgres.TransactionSql) =>
        tx`update ${tx(table)} set account_id = ${b.accountId} where account_id = ${a.accountId}`;
      attempts[`owner moves ${table}`] = await tryAs({ role: 'owner' }, move);
      attempts[`member moves ${table}`] = await tryAs({ role: 'authenticated', userId: b.userId }, move);
    }
    expect(Object.keys(attempts).length).toBeGreaterThanOrEqual(2 * 15);
    for (const [attempt, outcome] of Object.entries(attempts)) {
      expect(outcome, attempt).toEqual({ refused: attempt.startsWith('owner') ? '23000' : expect.any(String) });
    }
  });

  it('keep the studio of every row of every studio table fixed, rows or none', async () => {
    const guarded = await sql<{ name: string }[]>`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgfoid = 'private.keep_account_id'::regproc and not t.tgisinternal
      order by 1`;
    expect(guarded.map((row) => row.name)).toEqual(await studioTables());
  });
});
