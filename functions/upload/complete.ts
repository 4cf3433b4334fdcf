// POST /api/upload/complete {galleryId, key, filename}: registers a photo the browser sent to S3
// with a presigned POST from POST /api/upload. The object is judged by what really landed —
// its size and first bytes, then its header — never by what the browser said; anything refused
// is deleted. Only a key of this account and gallery, shaped as the server makes them, is read.
import { z } from 'zod';
import { entityId } from '../../core/domain/ids';
import { MAX_PHOTO_BYTES } from '../../core/domain/images';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { deleteStoredFile, readStoredFile } from '../lib/stored-files';
import { memberGallery, type MemberGallery } from '../galleries/member-gallery';
import { UnusablePhoto } from '../images/unusable-photo';
import { asUploadRefusal, examinePhoto, photoTooLarge, type PhotoFacts } from './photo-file';
import { photoOfKey, registerPhoto } from './register-photo';

const completeRequest = z.strictObject({
  galleryId: entityId,
  key: z.string().min(1).max(512),
  filename: z.string().min(1).max(1024),
});

/** {account}/{gallery}/{random}, as newObjectKey makes it for this gallery. */
const isKeyOf = (gallery: MemberGallery, key: string): boolean =>
  key.startsWith(`${gallery.accountId}/${gallery.id}/`) &&
  /^[A-Za-z0-9_-]{16,64}$/.test(key.slice(`${gallery.accountId}/${gallery.id}/`.length));

/**
 * The stored object's facts, or a 400 with the refusal's code after deleting the object. One
 * read: past the size limit the body is left unread (a 5 GB object costs nothing to refuse);
 * within it, the type, pixel size and EXIF all come from the bytes read.
 */
async function examineStored(key: string): Promise<PhotoFacts> {
  const stored = await readStoredFile(key, MAX_PHOTO_BYTES);
  if (!stored) throw new HttpError(400, 'upload_missing', 'Nothing was uploaded under this key');
  try {
    if (!stored.bytes) throw photoTooLarge();
    return await examinePhoto(stored.bytes);
  } catch (error) {
    if (error instanceof UnusablePhoto) await deleteStoredFile(key);
    throw asUploadRefusal(error);
  }
}

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const request = parseJsonBody(event, completeRequest);
  const sql = getSql();
  const gallery = await memberGallery(sql, event, caller, request.galleryId);
  if (!isKeyOf(gallery, request.key)) throw new HttpError(404, 'not_found', 'No upload of this gallery has that key');

  // A completion retried after a lost answer gets the photo it registered.
  const registered = await photoOfKey(sql, gallery.id, request.key);
  if (registered) return json(200, { photo: registered });

  const facts = await examineStored(request.key);
  const { photo, created } = await registerPhoto(sql, {
    gallery,
    authorId: caller.userId,
    key: request.key,
    filename: request.filename,
    facts,
  });
  return json(created ? 201 : 200, { photo });
});
