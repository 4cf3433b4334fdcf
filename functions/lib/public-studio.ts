// The studio a public request names by its address (/api/p/{slug}/…), and its first owner: who
// what a visitor sends is written by, and who is told of it.
import type postgres from 'postgres';
import { HttpError } from './http';

export type PublicStudio = { id: string; name: string; slug: string; settings: Record<string, unknown> };

/** The studio at the public address `slug`, or a 404 that names nothing. */
export async function studioAtSlug(sql: postgres.Sql, slug: string | undefined): Promise<PublicStudio> {
  const [row] = slug
    ? await sql<PublicStudio[]>`select id, name, slug, settings from accounts where slug = ${slug}`
    : [];
  if (!row) throw new HttpError(404, 'not_found', 'No studio at this address');
  return row;
}

/** The studio's first owner: who a session booked or an enquiry sent by a client is written by, and who is told of it. */
export async function studioOwner(
  sql: postgres.Sql,
  accountId: string,
): Promise<{ userId: string; email: string | null }> {
  const [owner] = await sql<{ userId: string; email: string | null }[]>`
    select m.user_id as "userId", u.email from account_members m left join auth.users u on u.id = m.user_id
    where m.account_id = ${accountId} and m.role = 'owner' order by m.created_at limit 1`;
  if (!owner) throw new HttpError(404, 'not_found', 'No studio at this address');
  return owner;
}
