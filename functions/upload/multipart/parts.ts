// POST /api/upload/multipart/parts {galleryId, key, uploadId}: the parts of an open upload of
// this gallery that landed, so a browser resumes after the last of them (a dropped connection,
// a reload). An upload no longer open answers 400 upload_missing: the browser starts afresh.
import { defineHandler } from '../../lib/handler';
import { HttpError, json } from '../../lib/http';
import { uploadedParts } from '../../lib/storage/multipart-uploads';
import { openUploadRequest } from './request';

export const handler = defineHandler(async (event) => {
  const { upload } = await openUploadRequest(event, {});
  const parts = await uploadedParts(upload.key, upload.uploadId);
  if (!parts) throw new HttpError(400, 'upload_missing', 'This upload is no longer open');
  return json(200, { parts });
});
