import type postgres from 'postgres';
import type { Role } from '@core/domain/roles';

type AccountView = {
  id: string;
  name: string;
  slug: string | null;
  createdAt: number;
  settings: Record<string, unknown>;
  role: Role;
  /** When the studio's purge is due, once an owner has deleted it; null otherwise. */
  deletionScheduledAt: number | null;
};

/** The accounts a user belongs to, as the API shows them (optionally only one). */
export async function accountsOf(sql: postgres.Sql, userId: string, onlyId?: string): Promise<AccountView[]> {
  return sql<AccountView[]>`
    select a.id, a.name, a.slug, a.created_at::float8 as "createdAt", a.settings, m.role,
           a.deletion_scheduled_at::float8 as "deletionScheduledAt"
    from accounts a join account_members m on m.account_id = a.id
    where m.user_id = ${userId} ${onlyId === undefined ? sql`` : sql`and a.id = ${onlyId}`}
    order by m.created_at, a.created_at`;
}
