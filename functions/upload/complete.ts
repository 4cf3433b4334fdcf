// POST /api/upload/complete {galleryId, key, filename, replacePhotoId?}: registers a photo the
// browser sent to S3 with a presigned POST from POST /api/upload, under a staged key of this
// account and gallery, or with replacePhotoId gives that photo of the gallery the file instead of
// its own. The upload is first moved to its final key, which no upload policy can write, and judged
// there by what really landed — its size and first bytes, then its header — never by what the
// browser said: the bytes checked are the bytes kept, and counted against the studio's limit
// where they are registered (register-photo.ts), one completion after another. Anything refused
// is deleted. A photo registered gets the renders the pages ask for stored before the answer, so a
// client's first visit finds them ready.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { MAX_PHOTO_BYTES } from '@core/domain/images';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { finalKeyOf } from '../lib/storage/object-keys';
import { deleteStoredFile, moveStagedFile, readStoredFile } from '../lib/storage/stored-files';
import { uploadCaller } from '../lib/gallery/upload-caller';
import { deleteStoredRenders } from '../lib/storage/stored-renders';
import { storeUploadRenders } from '../lib/gallery/upload-renders';
import { UnusablePhoto } from '../lib/gallery/unusable-photo';
import { asUploadRefusal, examinePhoto, photoTooLarge, type PhotoFacts } from './photo-file';
import { photoOfKey, registerPhoto, replacePhotoFile } from './register-photo';

const completeRequest = z.strictObject({
  galleryId: entityId,
  key: z.string().min(1).max(512),
  filename: z.string().min(1).max(1024),
  replacePhotoId: entityId.optional(),
});

/**
 * The stored object's bytes and facts, or a 400 with the refusal's code after deleting the
 * object. One read: past the size limit the body is left unread; within it, the type, pixel
 * size and EXIF all come from the bytes read.
 */
async function examineStored(key: string): Promise<{ bytes: Buffer; facts: PhotoFacts }> {
  const stored = await readStoredFile(key, MAX_PHOTO_BYTES);
  if (!stored) throw new HttpError(400, 'upload_missing', 'Nothing was uploaded under this key');
  try {
    if (!stored.bytes) throw photoTooLarge();
    return { bytes: stored.bytes, facts: await examinePhoto(stored.bytes) };
  } catch (error) {
    if (error instanceof UnusablePhoto) await deleteStoredFile(key);
    throw asUploadRefusal(error);
  }
}

export const handler = defineHandler(async (event) => {
  const request = parseJsonBody(event, completeRequest);
  const { authorId, gallery } = await uploadCaller(event, request.galleryId);
  const sql = getSql();
  const key = finalKeyOf(request.key, gallery.accountId, gallery.id);
  if (!key) throw new HttpError(404, 'not_found', 'No upload of this gallery has that key');

  // A completion retried after a lost answer gets the photo it registered; what was uploaded
  // to the staged key since is never moved over it.
  const registered = await photoOfKey(sql, gallery.id, key);
  if (registered) return json(200, { photo: registered });

  await moveStagedFile(request.key, key);
  const { bytes, facts } = await examineStored(key);
  const stored = { gallery, key, filename: request.filename, facts };
  // A failure here loses nothing: the image handler renders what is missing when first asked.
  const storeRenders = () => storeUploadRenders(key, bytes, gallery).catch((error: unknown) => logError(event, error));
  if (request.replacePhotoId !== undefined) {
    const { photo, replacedFileId } = await replacePhotoFile(sql, { ...stored, photoId: request.replacePhotoId });
    await storeRenders();
    // No row names the old file any more; one left behind by a failure goes with its gallery.
    await Promise.all([deleteStoredFile(replacedFileId), deleteStoredRenders(replacedFileId)]).catch((error: unknown) =>
      logError(event, error),
    );
    return json(200, { photo });
  }
  const { photo, created } = await registerPhoto(sql, { ...stored, authorId });
  if (created) await storeRenders();
  return json(created ? 201 : 200, { photo });
});
