// POST /api/upload/multipart/sign {galleryId, key, uploadId, request, partNumber?}: a presigned
// request on an open upload of this gallery, which the browser then sends to the bucket itself:
// a part's PUT ("part", with partNumber), the listing of the parts that landed ("parts", to
// resume), the assembly ("complete") or the abandonment ("abort").
import { z } from 'zod';
import { defineHandler } from '../../lib/handler';
import { json } from '../../lib/http';
import { MAX_PART_NUMBER, presignOnUpload } from '../../lib/storage/multipart-uploads';
import { openUploadRequest } from './request';

export const handler = defineHandler(async (event) => {
  const { request, upload } = await openUploadRequest(event, {
    request: z.enum(['part', 'parts', 'complete', 'abort']),
    partNumber: z.number().int().min(1).max(MAX_PART_NUMBER).optional(),
  });
  return json(200, { url: await presignOnUpload(upload.key, upload.uploadId, request.request, request.partNumber) });
});
