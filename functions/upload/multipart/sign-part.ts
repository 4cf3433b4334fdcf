// POST /api/upload/multipart/sign-part {galleryId, key, uploadId, partNumber}: a presigned PUT
// of one part of an open upload of this gallery.
import { z } from 'zod';
import { defineHandler } from '../../lib/handler';
import { json } from '../../lib/http';
import { MAX_PART_NUMBER, presignPart } from '../../lib/storage/multipart-uploads';
import { openUploadRequest } from './request';

export const handler = defineHandler(async (event) => {
  const { request, upload } = await openUploadRequest(event, {
    partNumber: z.number().int().min(1).max(MAX_PART_NUMBER),
  });
  return json(200, { url: await presignPart(upload.key, upload.uploadId, request.partNumber) });
});
