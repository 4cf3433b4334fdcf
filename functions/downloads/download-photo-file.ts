// GET /api/downloads/photo?token=: one photo a client asked for (functions/public/download-photo.ts),
// handed over as a redirect, so the file never passes through a Lambda: for an original, a
// short-lived link to the stored file as it was uploaded (never watermarked); for the web size,
// the image service's high-quality render, which carries the gallery's watermark. This is where
// it counts as the client's download. A link forged, past its few minutes, for a photo since
// deleted or from an invite since revoked is the same 404.
import { WEB_DOWNLOAD_RENDER, downloadFilename } from '@core/domain/downloads';
import { imageUrl } from '@core/domain/images';
import { recordDownloads } from '../lib/gallery/client-downloads';
import { getSql } from '../lib/db';
import { PHOTO_LINK_SECONDS, readPhotoDownloadToken } from '../lib/gallery/download-token';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { presignDownload } from '../lib/storage/stored-files';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const download = readPhotoDownloadToken(event.queryStringParameters?.token ?? '');
  const invalid = new HttpError(404, 'download_link_invalid', 'This download link is not valid');
  if (!download) throw invalid;
  const [photo] = await sql<{ filename: string; fileId: string }[]>`
    select p.filename, p.file_id as "fileId" from photos p
    join gallery_invites i on i.gallery_id = p.gallery_id and i.id = ${download.inviteId} and i.revoked_at is null
    where p.id = ${download.photoId} and p.gallery_id = ${download.galleryId}`;
  if (!photo) throw invalid;
  const url =
    download.size === 'original'
      ? await presignDownload(photo.fileId, {
          filename: downloadFilename(photo.filename, 'original'),
          expiresInSeconds: PHOTO_LINK_SECONDS,
        })
      : imageUrl(download.galleryId, photo.filename, WEB_DOWNLOAD_RENDER, download.access);
  await recordDownloads(sql, download, [download.photoId]);
  return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' } };
});
