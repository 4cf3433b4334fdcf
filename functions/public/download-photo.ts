// POST /api/p/{id}/gallery/{galleryId}/downloads/photo?access= {photoId, size, pin?}: one photo
// for the calling client, once the gallery allows it. The answer is the link that hands the file
// over (functions/downloads/download-photo-file.ts), where it counts as the client's download,
// and the name it is saved under. A photo unlocked for the client (their package, their order)
// comes at its unlocked size even where the gallery's downloads are off. Asking counts nothing:
// the link may never be followed.
import { photoDownloadRequest, downloadFilename } from '@core/domain/downloads';
import { getSql } from '../lib/db';
import { photoDownloadToken } from '../lib/gallery/download-token';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { downloadClient } from './download-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const request = parseJsonBody(event, photoDownloadRequest);
  const { client } = await downloadClient(sql, event, request, request.photoId);
  const [photo] = await sql<{ filename: string }[]>`
    select filename from photos where id = ${request.photoId} and gallery_id = ${client.id}`;
  if (!photo) throw new HttpError(404, 'not_found', 'Photo not found');
  const token = photoDownloadToken({
    inviteId: client.inviteId,
    galleryId: client.id,
    photoId: request.photoId,
    size: request.size,
    access: event.queryStringParameters?.access,
  });
  const url = `/api/downloads/photo?token=${encodeURIComponent(token)}`;
  return json(200, { url, filename: downloadFilename(photo.filename, request.size) }, { 'cache-control': 'no-store' });
});
