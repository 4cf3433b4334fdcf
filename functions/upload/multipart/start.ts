// POST /api/upload/multipart {galleryId, filename, size, type}: a presigned start of an S3
// multipart upload of one large photo into the gallery, under a staged key the server makes, for
// the browser to send. Refused at once, with nothing signed, past the size limit, for a type that
// is not a photo, or past the studio's limit; all three are judged again on the assembled bytes
// (complete.ts).
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { isUploadMimeType, MAX_PHOTO_BYTES } from '@core/domain/images';
import { getSql } from '../../lib/db';
import { defineHandler } from '../../lib/handler';
import { HttpError, json } from '../../lib/http';
import { parseJsonBody } from '../../lib/input';
import { refuseUploadPastLimit } from '../../lib/billing/usage-meter';
import { uploadCaller } from '../../lib/gallery/upload-caller';
import { presignMultipartStart } from '../../lib/storage/multipart-uploads';

const startRequest = z.strictObject({
  galleryId: entityId,
  filename: z.string().min(1).max(1024),
  size: z.number().int().min(1),
  type: z.string().max(255),
});

export const handler = defineHandler(async (event) => {
  const request = parseJsonBody(event, startRequest);
  const { gallery } = await uploadCaller(event, request.galleryId);
  if (request.size > MAX_PHOTO_BYTES)
    throw new HttpError(400, 'file_too_large', `The file is larger than ${MAX_PHOTO_BYTES} bytes`);
  if (!isUploadMimeType(request.type))
    throw new HttpError(400, 'unsupported_type', `${request.type} is not a photo type the studio accepts`);
  await refuseUploadPastLimit(getSql(), gallery.accountId, request.size);
  const start = await presignMultipartStart({
    accountId: gallery.accountId,
    area: gallery.id,
    contentType: request.type,
  });
  return json(200, start);
});
