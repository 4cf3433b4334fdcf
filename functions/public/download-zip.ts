// POST /api/p/{id}/gallery/{galleryId}/downloads?access= {list, size, pin?, locale?}: the calling
// client asks for a ZIP of the whole gallery or of one of their lists. The photos are fixed now
// and cut into parts (core/domain/downloads.ts) that the jobs build; the answer names the
// download and the token that opens it (functions/downloads/), which the jobs also mail when
// every part is ready. Nothing counts as downloaded yet: a part counts once its link is followed
// (functions/downloads/download-part.ts). Where the gallery's own downloads do not give the size,
// a client with unlocks gets only the photos unlocked for them.
import { ALL_PHOTOS, MAX_PART_BYTES, splitIntoParts, zipDownloadRequest } from '@core/domain/downloads';
import { newId } from '@core/domain/ids';
import { limitAttempts } from '../lib/attempt-limit';
import { getSql } from '../lib/db';
import { downloadToken } from '../lib/gallery/download-token';
import { unlockedAt } from '../lib/gallery/unlocks';
import { defineHandler } from '../lib/handler';
import { callerAddress, HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { downloadClient } from './download-client';
import { selectionLists } from './selection-client';

type ZipPhoto = { id: string; size: number };

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const request = parseJsonBody(event, zipDownloadRequest);
  const { client, unlockedOnly } = await downloadClient(sql, event, request);
  if (request.list !== ALL_PHOTOS && !selectionLists(client.settings).some((list) => list.id === request.list)) {
    throw new HttpError(400, 'invalid_input', 'Unknown list');
  }
  // Every ZIP is work for the jobs: a client may ask a few times an hour, no more.
  await limitAttempts(sql, 'download', { address: callerAddress(event), email: client.inviteId });

  const unlocked = unlockedOnly
    ? unlockedAt(sql, { galleryId: client.id, inviteId: client.inviteId }, request.size, sql`p.id`)
    : sql`true`;
  const photos =
    request.list === ALL_PHOTOS
      ? await sql<ZipPhoto[]>`
          select p.id, p.size::float8 as size from photos p where p.gallery_id = ${client.id} and ${unlocked}
          order by p."order", p.id`
      : await sql<ZipPhoto[]>`
          select p.id, p.size::float8 as size
          from gallery_picks k join photos p on p.id = k.photo_id
          where k.invite_id = ${client.inviteId} and k.gallery_id = ${client.id} and k.lists ? ${request.list}
            and ${unlocked}
          order by p."order", p.id`;
  if (photos.length === 0) throw new HttpError(400, 'download_empty', 'There is nothing to download in that list');
  // A web render is a few megabytes whatever the original's size: its parts are cut by count alone.
  const parts = splitIntoParts(photos, request.size === 'original' ? MAX_PART_BYTES : Number.POSITIVE_INFINITY);

  const id = newId();
  await sql.begin(async (tx) => {
    await tx`
      insert into gallery_downloads (id, account_id, gallery_id, invite_id, list, size, locale)
      values (${id}, ${client.accountId}, ${client.id}, ${client.inviteId}, ${request.list}, ${request.size},
              ${request.locale ?? 'en'})`;
    for (const [index, part] of parts.entries()) {
      await tx`
        insert into gallery_download_parts (download_id, part, account_id, photo_ids)
        values (${id}, ${index + 1}, ${client.accountId}, ${tx.json(part.map((photo) => photo.id))})`;
    }
  });
  return json(202, { download: { id, token: downloadToken(id), photos: photos.length, parts: parts.length } });
});
