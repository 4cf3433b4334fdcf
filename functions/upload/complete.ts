// POST /api/upload/complete {galleryId, key, filename, replacePhotoId?, sha256?}: registers a photo the
// browser sent to S3 with a presigned POST from POST /api/upload, under a staged key of this
// account and gallery, or with replacePhotoId gives that photo of the gallery the file instead of
// its own: checked on the bytes that landed (staged-upload.ts).
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { defineHandler } from '../lib/handler';
import { parseJsonBody } from '../lib/input';
import { uploadCaller } from '../lib/gallery/upload-caller';
import { contentHash } from './upload-fields';
import { registerStagedUpload } from './staged-upload';

const completeRequest = z.strictObject({
  galleryId: entityId,
  key: z.string().min(1).max(512),
  filename: z.string().min(1).max(1024),
  replacePhotoId: z.optional(entityId),
  sha256: contentHash.optional(),
});

export const handler = defineHandler(async (event) => {
  const request = parseJsonBody(event, completeRequest);
  const uploader = await uploadCaller(event, request.galleryId);
  return registerStagedUpload(event, uploader, {
    stagedKey: request.key,
    filename: request.filename,
    replacePhotoId: request.replacePhotoId,
    sha256: request.sha256,
  });
});
