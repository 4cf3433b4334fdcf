import type postgres from 'postgres';

/**
 * The studio the new-user trigger made for a seeded user, and whether it already has customers:
 * a seed runs on every start and writes only into a studio that is still empty.
 */
export async function ownedStudio(sql: postgres.Sql, userId: string): Promise<{ accountId: string; empty: boolean }> {
  const [membership] = await sql<{ accountId: string }[]>`
    select account_id as "accountId" from account_members where user_id = ${userId} and role = 'owner' limit 1`;
  if (!membership) throw new Error(`User ${userId} has no studio: is the new-user trigger installed?`);
  const [{ count } = { count: 0 }] = await sql<{ count: number }[]>`
    select count(*)::int as count from customers where account_id = ${membership.accountId}`;
  return { accountId: membership.accountId, empty: count === 0 };
}
