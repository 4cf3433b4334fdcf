import type postgres from 'postgres';
import { verificationRecordName, type CustomDomainView } from '@core/domain/custom-domain';
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
  /** The studio's claim on a domain of its own, pending or verified; null when it has none. */
  customDomain: CustomDomainView | null;
};

type AccountRow = Omit<AccountView, 'customDomain'> & {
  hostname: string | null;
  token: string | null;
  verified: boolean;
};

/** The accounts a user belongs to, as the API shows them (optionally only one). */
export async function accountsOf(sql: postgres.Sql, userId: string, onlyId?: string): Promise<AccountView[]> {
  const rows = await sql<AccountRow[]>`
    select a.id, a.name, a.slug, a.created_at::float8 as "createdAt", a.settings, m.role,
           a.deletion_scheduled_at::float8 as "deletionScheduledAt",
           d.hostname, d.token, d.verified_at is not null as verified
    from accounts a join account_members m on m.account_id = a.id
      left join custom_domains d on d.account_id = a.id
    where m.user_id = ${userId} ${onlyId === undefined ? sql`` : sql`and a.id = ${onlyId}`}
    order by m.created_at, a.created_at`;
  return rows.map(({ hostname, token, verified, ...account }) => ({
    ...account,
    customDomain:
      hostname === null || token === null
        ? null
        : { hostname, verified, record: { name: verificationRecordName(hostname), value: token } },
  }));
}
