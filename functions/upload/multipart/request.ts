// What every call on an open multipart upload names: the gallery, and the staged key and upload
// id POST /api/upload/multipart gave. The key must be one of this gallery's staged keys, so a
// caller reaches only uploads into galleries of their own studio.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { parseInput, parseJsonBody } from '../../lib/input';
import type { ApiEvent } from '../../lib/http';
import { uploadCaller } from '../../lib/gallery/upload-caller';
import { stagedFinalKey } from '../upload-fields';

const openUpload = {
  galleryId: entityId,
  key: z.string().min(1).max(512),
  uploadId: z.string().min(1).max(1024),
};

/** The request (with its own fields besides the upload's), the upload it names, and its caller. */
export async function openUploadRequest<Shape extends z.ZodRawShape>(event: ApiEvent, fields: Shape) {
  const request = parseJsonBody(event, z.strictObject({ ...openUpload, ...fields }));
  // The same fields again, typed: TypeScript cannot see them through the generic merge.
  const upload = parseInput(request, z.object(openUpload));
  const uploader = await uploadCaller(event, upload.galleryId);
  stagedFinalKey(upload.key, uploader);
  return { request, upload, uploader };
}
