// POST /api/upload/multipart/abort {galleryId, key, uploadId}: abandons an open upload of this
// gallery (the photographer cancelled it) and deletes its parts.
import { defineHandler } from '../../lib/handler';
import { json } from '../../lib/http';
import { abandonParts } from '../../lib/storage/multipart-uploads';
import { openUploadRequest } from './request';

export const handler = defineHandler(async (event) => {
  const { upload } = await openUploadRequest(event, {});
  await abandonParts(upload.key, upload.uploadId);
  return json(200, { aborted: true });
});
