// POST /api/upload: photos into a gallery, two ways.
//   JSON {galleryId, files: [{clientId, name, size, type}]} (at most 100): presigned POSTs, so
//     the browser sends each file straight to S3. S3 enforces each policy (this exact staged key,
//     this content type, 1 byte up to the declared size); POST /api/upload/complete then moves
//     what really landed to its final key, checks it and registers it.
//   multipart/form-data {galleryId, photo}: a small file through the API (API Gateway carries at
//     most 10 MB), checked before it is stored, then stored and registered in one step.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { isUploadMimeType, MAX_PHOTO_BYTES, MAX_UPLOADS_PER_REQUEST } from '@core/domain/images';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { header, HttpError, json, type ApiEvent, type ApiResult } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { newObjectKey } from '../lib/storage/object-keys';
import { presignUpload, storeFile } from '../lib/storage/stored-files';
import { uploadCaller } from '../lib/gallery/upload-caller';
import { refuseUploadPastLimit } from '../lib/billing/usage-meter';
import { registerPhoto } from './register-photo';

const uploadRequest = z.strictObject({
  galleryId: entityId,
  files: z
    .array(
      z.strictObject({
        clientId: z.string().min(1).max(200),
        name: z.string().min(1).max(1024),
        size: z.number().int().min(0),
        type: z.string().max(255),
      }),
    )
    .min(1)
    .max(MAX_UPLOADS_PER_REQUEST),
});

type Rejection = { clientId: string; code: 'file_too_large' | 'unsupported_type' };

async function presign(event: ApiEvent): Promise<ApiResult> {
  const request = parseJsonBody(event, uploadRequest);
  const { gallery } = await uploadCaller(event, request.galleryId);
  const rejected: Rejection[] = [];
  const accepted = request.files.filter((file) => {
    if (file.size > MAX_PHOTO_BYTES) rejected.push({ clientId: file.clientId, code: 'file_too_large' });
    else if (file.size === 0 || !isUploadMimeType(file.type))
      rejected.push({ clientId: file.clientId, code: 'unsupported_type' });
    else return true;
    return false;
  });
  // Judged again on what really lands (upload/complete); refused here, nothing is sent for nothing.
  if (accepted.length > 0)
    await refuseUploadPastLimit(
      getSql(),
      gallery.accountId,
      accepted.reduce((sum, file) => sum + file.size, 0),
    );
  const uploads = await Promise.all(
    accepted.map(async (file) => {
      const { key, url, fields } = await presignUpload({
        accountId: gallery.accountId,
        area: gallery.id,
        contentType: file.type,
        maxBytes: file.size,
      });
      return { clientId: file.clientId, key, url, fields };
    }),
  );
  return json(200, { uploads, rejected });
}

async function formOf(event: ApiEvent, contentType: string): Promise<FormData> {
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'invalid_input', 'The body is not a valid multipart form');
  }
}

async function storeSmallPhoto(event: ApiEvent, contentType: string): Promise<ApiResult> {
  const form = await formOf(event, contentType);
  const galleryId = form.get('galleryId');
  const file = form.get('photo');
  if (typeof galleryId !== 'string' || !(file instanceof File)) {
    throw new HttpError(400, 'invalid_input', 'Send the fields galleryId and photo');
  }
  const { authorId, gallery } = await uploadCaller(event, galleryId);
  const sql = getSql();
  // Refused before anything is examined or stored; registerPhoto judges it again, in turn.
  await refuseUploadPastLimit(sql, gallery.accountId, file.size);
  const bytes = Buffer.from(await file.arrayBuffer());
  // Loaded here, not with the module: presigning, the usual request, never reads a photo and
  // so never pays for loading the image libraries.
  const [{ asUploadRefusal, examinePhoto, keptPhoto }, { storeUploadRenders }] = await Promise.all([
    import('./photo-file'),
    import('../lib/gallery/upload-renders'),
  ]);
  // What is stored: the file, or the JPEG of a TIFF (photo-file.ts).
  const kept = await examinePhoto(bytes)
    .then((facts) => keptPhoto({ bytes, facts, filename: file.name }))
    .catch((error: unknown) => {
      throw asUploadRefusal(error);
    });
  const key = newObjectKey(gallery.accountId, gallery.id);
  try {
    await storeFile(key, kept.bytes, kept.facts.mimeType);
  } catch {
    throw new HttpError(502, 'upload_failed', 'The photo could not be stored');
  }
  const { photo, created } = await registerPhoto(sql, {
    gallery,
    authorId,
    key,
    filename: kept.filename,
    facts: kept.facts,
  });
  // As in upload/complete: the renders are ready before the answer; a failure loses nothing.
  if (created) await storeUploadRenders(key, kept.bytes, gallery).catch((error: unknown) => logError(event, error));
  return json(201, { photo });
}

export const handler = defineHandler(async (event) => {
  const contentType = header(event, 'content-type') ?? '';
  if (/^multipart\/form-data\s*;/i.test(contentType)) return storeSmallPhoto(event, contentType);
  return presign(event);
});
