// GET /api/downloads/{id}/parts/{part}?token=: the ZIP of one part, once built: a redirect to a
// short-lived link to it in the bucket, so the file never passes through a Lambda. This is where
// a ZIP's photos count as the client's downloads: the part was built and stored, and its bytes
// are handed over now. Asking for a ZIP counts nothing (the build may fail, the client may never
// come back), and the page cannot report a finished download: the browser saves it, unseen.
import { recordDownloads } from '../lib/gallery/client-downloads';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { presignDownload } from '../lib/storage/stored-files';
import { readyDownload } from './ready-download';

/** "Smith wedding - 2 of 3.zip", safe as a file name. */
function zipName(gallery: string, part: number, of: number): string {
  const name = gallery.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').trim() || 'photos';
  return of > 1 ? `${name} - ${part} of ${of}.zip` : `${name}.zip`;
}

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { download, parts } = await readyDownload(sql, event);
  const wanted = parts.find((part) => String(part.part) === event.pathParameters?.part);
  if (!wanted?.objectKey || wanted.status !== 'ready') {
    throw new HttpError(404, 'download_link_invalid', 'This part is not ready');
  }
  const url = await presignDownload(wanted.objectKey, {
    filename: zipName(download.gallery, wanted.part, parts.length),
    expiresInSeconds: 300,
  });
  await recordDownloads(sql, { inviteId: download.inviteId, galleryId: download.galleryId }, wanted.photoIds);
  return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' } };
});
