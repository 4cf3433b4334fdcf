// POST /api/p/{id}/gallery/{galleryId}/downloads/photo?access= {photoId, size, pin?}: one photo
// for the calling client, counted as theirs. The answer is where to fetch it: for an original,
// a short-lived link to the stored file as it was uploaded (never watermarked); for the web size,
// the image service's high-quality render, which carries the gallery's watermark.
import { photoDownloadRequest, WEB_DOWNLOAD_RENDER, downloadFilename } from '@core/domain/downloads';
import { imageUrl } from '@core/domain/images';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { presignDownload } from '../lib/stored-files';
import { recordDownloads } from '../lib/client-downloads';
import { downloadClient } from './download-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const request = parseJsonBody(event, photoDownloadRequest);
  const client = await downloadClient(sql, event, request);
  const [photo] = await sql<{ filename: string; fileId: string }[]>`
    select filename, file_id as "fileId" from photos where id = ${request.photoId} and gallery_id = ${client.id}`;
  if (!photo) throw new HttpError(404, 'not_found', 'Photo not found');
  await recordDownloads(sql, { inviteId: client.inviteId, galleryId: client.id }, [request.photoId]);
  const filename = downloadFilename(photo.filename, request.size);
  const url =
    request.size === 'original'
      ? await presignDownload(photo.fileId, { filename, expiresInSeconds: 300 })
      : imageUrl(client.id, photo.filename, WEB_DOWNLOAD_RENDER, event.queryStringParameters?.access);
  return json(200, { url, filename }, { 'cache-control': 'no-store' });
});
