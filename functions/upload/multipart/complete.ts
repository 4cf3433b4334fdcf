// POST /api/upload/multipart/complete {galleryId, key, uploadId, filename, parts?, replacePhotoId?,
// sha256?}: registers the photo of an assembled upload exactly as POST /api/upload/complete does,
// on the assembled bytes (staged-upload.ts): size, type from the bytes, the studio's limit, the
// content hash. The browser assembles the parts itself with a signed request; a client that
// cannot sends `parts` and the server assembles them. A retried completion answers the same.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { defineHandler } from '../../lib/handler';
import { HttpError } from '../../lib/http';
import { assembleParts, MAX_PART_NUMBER } from '../../lib/storage/multipart-uploads';
import { contentHash } from '../upload-fields';
import { registerStagedUpload } from '../staged-upload';
import { openUploadRequest } from './request';

const part = z.strictObject({
  PartNumber: z.number().int().min(1).max(MAX_PART_NUMBER),
  ETag: z.string().min(1).max(200),
});

/** S3's refusals of a part list that does not match what landed. */
const partRefusals = ['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'];

export const handler = defineHandler(async (event) => {
  const { request, upload, uploader } = await openUploadRequest(event, {
    parts: z.array(part).min(1).max(MAX_PART_NUMBER).optional(),
    filename: z.string().min(1).max(1024),
    replacePhotoId: z.optional(entityId),
    sha256: contentHash.optional(),
  });
  if (request.parts)
    await assembleParts(upload.key, upload.uploadId, request.parts).catch((error: unknown) => {
      if (partRefusals.includes((error as { name?: string }).name ?? ''))
        throw new HttpError(400, 'upload_corrupted', 'These parts are not the ones that were uploaded');
      throw error;
    });
  return registerStagedUpload(event, uploader, {
    stagedKey: upload.key,
    filename: request.filename,
    replacePhotoId: request.replacePhotoId,
    sha256: request.sha256,
  });
});
