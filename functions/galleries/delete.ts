// DELETE /api/gallery/{id}: the gallery, its photos and invites (rows), its sessions' steps
// re-planned without it, then every object under its S3 prefix {account}/{gallery}/ (photos),
// under the same prefix in staging (uploads never completed) and its clients' downloads. The rows
// go first, in one transaction that locks the gallery (an upload registering meanwhile waits,
// then finds no gallery), so nothing is ever left pointing at a deleted object.
import { needs } from '@core/domain/roles';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { HttpError } from '../lib/http';
import { galleryDownloadsPrefix, STAGING_PREFIX } from '../lib/storage/object-keys';
import { deleteStoredPrefix } from '../lib/storage/stored-files';
import { memberGallery } from '../lib/gallery/member-gallery';
import { gallerySessionIds, planSessions } from '../lib/workflow-plans/plan-gallery-sessions';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const sql = getSql();
  const gallery = await memberGallery(sql, event, caller, event.pathParameters?.id, needs.manage);
  const deleted = await sql.begin(async (tx) => {
    const [locked] = await tx`select id from galleries where id = ${gallery.id} for update`;
    if (!locked) return false;
    // Photos and invites go with it (on delete cascade); sessions keep theirs, unlinked, and
    // their steps counting from the gallery wait for another.
    const sessionIds = await gallerySessionIds(tx, gallery.accountId, gallery.id);
    await tx`delete from galleries where id = ${gallery.id}`;
    await planSessions(tx, gallery.accountId, sessionIds);
    return true;
  });
  if (!deleted) throw new HttpError(404, 'not_found', 'Gallery not found');
  // The gallery is gone either way: objects a failure leaves behind are unreachable (no row
  // names them), and the logged prefix tells an operator what to remove.
  const prefix = `${gallery.accountId}/${gallery.id}/`;
  for (const objects of [prefix, STAGING_PREFIX + prefix, galleryDownloadsPrefix(gallery.accountId, gallery.id)])
    await deleteStoredPrefix(objects).catch((error: unknown) => logError(event, error));
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
