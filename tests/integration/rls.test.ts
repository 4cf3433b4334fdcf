// Supabase exposes every table of `public` through /rest/v1 to anyone holding the anon key, so
// row-level security must be on everywhere and deny all but the account's members. Each check
// runs in a transaction that is rolled back, under the role PostgREST would use.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let member: TestUser;
let outsider: TestUser;
let customerId: string;

class Rollback extends Error {}

/** Runs `fn` as `role` with the given JWT claims, then rolls everything back. */
async function as<T>(
  role: 'anon' | 'authenticated',
  userId: string | null,
  fn: (tx: postgres.TransactionSql) => Promise<T>,
  aal = 'aal1',
): Promise<T> {
  let result: T | undefined;
  await sql
    .begin(async (tx) => {
      const claims = userId ? { sub: userId, role, aal } : { role };
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      await tx.unsafe(`set local role ${role}`);
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

beforeAll(async () => {
  member = await newUser('member');
  outsider = await newUser('outsider');
  customerId = newId();
  await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${member.accountId}, ${member.userId}, 'Secret Client')`;
});
afterAll(() => sql.end());

describe('row-level security', () => {
  it('is enabled on every table of the exposed schema', async () => {
    const tables = await sql<{ name: string; rls: boolean }[]>`
      select c.relname as name, c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`;
    expect(tables.length).toBeGreaterThanOrEqual(14);
    expect(tables.filter((t) => !t.rls).map((t) => t.name)).toEqual([]);
  });

  it('shows anon nothing and lets it write nothing', async () => {
    const tables = await sql<{ name: string }[]>`select tablename as name from pg_tables where schemaname = 'public'`;
    await as('anon', null, async (tx) => {
      for (const { name } of tables) {
        // Either RLS filters every row or anon may not select the table at all.
        const seen = await tx
          .savepoint((sp) => sp.unsafe(`select count(*)::int as n from public.${name}`))
          .then(
            ([row]) => row?.n as number,
            (error: Error) => error.message,
          );
        expect([0, `permission denied for table ${name}`], name).toContain(seen);
      }
      await expect(
        tx`insert into customers (id, account_id, author_id, name) values ('x', ${member.accountId}, ${member.userId}, 'Anon')`,
      ).rejects.toThrow(/row-level security/);
    });
    await as('anon', null, async (tx) => {
      const updated = await tx`update customers set name = 'Anon was here' where id = ${customerId}`;
      expect(updated.count).toBe(0);
      const deleted = await tx`delete from customers where id = ${customerId}`;
      expect(deleted.count).toBe(0);
    });
  });

  it('shows a member their account’s rows', async () => {
    const rows = await as(
      'authenticated',
      member.userId,
      (tx) => tx`select name from customers where account_id = ${member.accountId}`,
    );
    expect(rows.map((r) => r.name)).toContain('Secret Client');
  });

  it('shows a member with an authenticator app nothing, and lets them change nothing, until the sign-in passed its code', async () => {
    const enrolled = await newUser('enrolled');
    const clientId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${clientId}, ${enrolled.accountId}, ${enrolled.userId}, 'Guarded Client')`;
    await sql`insert into auth.mfa_factors (user_id, factor_type, status, secret) values (${enrolled.userId}, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`;
    const visible = (aal: string) =>
      as('authenticated', enrolled.userId, (tx) => tx`select name from customers where id = ${clientId}`, aal);

    expect(await visible('aal1')).toHaveLength(0);
    await as('authenticated', enrolled.userId, async (tx) => {
      expect((await tx`update customers set name = 'Changed at aal1' where id = ${clientId}`).count).toBe(0);
      expect(await tx`select * from accounts where id = ${enrolled.accountId}`).toHaveLength(0);
    });
    expect(await visible('aal2')).toEqual([{ name: 'Guarded Client' }]);
    const [row] = await sql`select name from customers where id = ${clientId}`;
    expect(row?.name).toBe('Guarded Client');
  });

  it('shows a user of another account none of them and lets them change none', async () => {
    await as('authenticated', outsider.userId, async (tx) => {
      expect(await tx`select * from customers where account_id = ${member.accountId}`).toHaveLength(0);
      expect(await tx`select * from accounts where id = ${member.accountId}`).toHaveLength(0);
      expect(await tx`select * from account_members where account_id = ${member.accountId}`).toHaveLength(0);
      expect((await tx`update customers set name = 'Stolen' where id = ${customerId}`).count).toBe(0);
      expect((await tx`delete from customers where id = ${customerId}`).count).toBe(0);
      expect((await tx`update accounts set name = 'Stolen' where id = ${member.accountId}`).count).toBe(0);
    });
    await as('authenticated', outsider.userId, async (tx) => {
      await expect(
        tx`insert into customers (id, account_id, author_id, name) values ('y', ${member.accountId}, ${outsider.userId}, 'Planted')`,
      ).rejects.toThrow(/row-level security/);
    });
    await as('authenticated', outsider.userId, async (tx) => {
      // Nobody can make themselves a member of someone else's studio.
      await expect(
        tx`insert into account_members (account_id, user_id, role) values (${member.accountId}, ${outsider.userId}, 'owner')`,
      ).rejects.toThrow(/row-level security/);
    });
    const [row] = await sql`select name from customers where id = ${customerId}`;
    expect(row?.name).toBe('Secret Client');
  });

  // Totals kept by triggers (the dashboards' figures): each row is keyed by the studio and,
  // for the daily ones, a day far from any test's data.
  const day = Math.floor(Date.UTC(2026, 2, 3) / 86_400_000);
  it.each([
    { table: 'revenue_days', key: { day } },
    { table: 'outstanding_days', key: { day } },
    { table: 'outstanding_totals', key: {} },
  ])('lets members read their studio’s $table, and nobody write it but the trigger', async ({ table, key }) => {
    const row = { account_id: member.accountId, ...key, amount: 4200 };
    const [inserted] = await sql`insert into ${sql(table)} ${sql(row)} on conflict do nothing returning account_id`;
    expect(inserted).toBeDefined();
    try {
      const mine = await as('authenticated', member.userId, (tx) => tx`select account_id, amount from ${sql(table)}`);
      expect(mine).toEqual([{ account_id: member.accountId, amount: '4200' }]);
      const theirs = await as('authenticated', outsider.userId, (tx) => tx`select * from ${sql(table)}`);
      expect(theirs).toHaveLength(0);
      await as('authenticated', member.userId, async (tx) => {
        await expect(tx`update ${sql(table)} set amount = 1`).rejects.toThrow(/permission denied/);
      });
      await as('authenticated', member.userId, async (tx) => {
        await expect(tx`delete from ${sql(table)}`).rejects.toThrow(/permission denied/);
      });
      await as('authenticated', outsider.userId, async (tx) => {
        await expect(
          tx`insert into ${sql(table)} ${sql({ account_id: outsider.accountId, ...key, amount: 1 })}`,
        ).rejects.toThrow(/permission denied/);
      });
    } finally {
      await sql`delete from ${sql(table)} where account_id = ${member.accountId}`;
    }
  });

  it('never lets browsers select an invite token hash', async () => {
    await as('authenticated', member.userId, async (tx) => {
      await expect(tx`select token_hash from gallery_invites`).rejects.toThrow(/permission denied/);
    });
  });
});
