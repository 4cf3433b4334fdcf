// Purges the studios whose grace period is over: first every stored file under the studio's
// prefixes (photos, renders, receipts, logos, fonts, staged uploads, exports, clients' downloads), then its rows,
// which the database deletes with the account. Files first, so a run that dies leaves rows that
// the next run finds again, never files no row names.
import type postgres from 'postgres';
import { DOWNLOADS_PREFIX, EXPORTS_PREFIX, STAGING_PREFIX } from '../lib/storage/object-keys';
import { deleteStoredPrefix } from '../lib/storage/stored-files';

export async function purgeDueStudios(sql: postgres.Sql, now: number): Promise<string[]> {
  const due = await sql<{ id: string }[]>`
    select id from accounts where deletion_scheduled_at <= ${now} order by deletion_scheduled_at limit 20`;
  const purged: string[] = [];
  for (const { id } of due) {
    for (const prefix of [`${id}/`, `${STAGING_PREFIX}${id}/`, `${EXPORTS_PREFIX}${id}/`, `${DOWNLOADS_PREFIX}${id}/`])
      await deleteStoredPrefix(prefix);
    // Only if it is still due: an owner may have cancelled while the files went.
    const deleted = await sql`delete from accounts where id = ${id} and deletion_scheduled_at <= ${now} returning id`;
    if (deleted.length > 0) purged.push(id);
  }
  return purged;
}
