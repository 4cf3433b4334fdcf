// GET /api/downloads/{id}/parts/{part}?token=: the ZIP of one part, once built: a redirect to a
// short-lived link to it in the bucket, so the file never passes through a Lambda.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { presignDownload } from '../lib/stored-files';
import { readyDownload } from './ready-download';

/** "Smith wedding - 2 of 3.zip", safe as a file name. */
function zipName(gallery: string, part: number, of: number): string {
  const name = gallery.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').trim() || 'photos';
  return of > 1 ? `${name} - ${part} of ${of}.zip` : `${name}.zip`;
}

export const handler = defineHandler(async (event) => {
  const { download, parts } = await readyDownload(getSql(), event);
  const wanted = parts.find((part) => String(part.part) === event.pathParameters?.part);
  if (!wanted?.objectKey || wanted.status !== 'ready') {
    throw new HttpError(404, 'download_link_invalid', 'This part is not ready');
  }
  const url = await presignDownload(wanted.objectKey, {
    filename: zipName(download.gallery, wanted.part, parts.length),
    expiresInSeconds: 300,
  });
  return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' } };
});
