// Turns a file the browser staged in the bucket (a presigned POST, or a multipart upload once
// assembled) into a photo of the gallery, or with replacePhotoId into that photo's file. The
// upload is first moved to its final key, which no upload policy or part URL can write, and
// judged there by what really landed — its size and first bytes, then its header — never by what
// the browser said: the bytes checked are the bytes kept, and counted against the studio's limit
// where they are registered (register-photo.ts), one completion after another. Anything refused
// is deleted. A TIFF is replaced at that key by the JPEG made of it (photo-file.ts), which no
// upload can write either. A photo registered gets the renders the pages ask for stored before
// the answer, so a client's first visit finds them ready.
import { MAX_PHOTO_BYTES } from '@core/domain/images';
import { getSql } from '../lib/db';
import { logError } from '../lib/handler';
import { HttpError, json, type ApiEvent, type ApiResult } from '../lib/http';
import type { Uploader } from '../lib/gallery/upload-caller';
import { deleteStoredFile, moveStagedFile, readStoredFile, storeFile } from '../lib/storage/stored-files';
import { deleteStoredRenders } from '../lib/storage/stored-renders';
import { storeUploadRenders } from '../lib/gallery/upload-renders';
import { UnusablePhoto } from '../lib/gallery/unusable-photo';
import {
  asUploadRefusal,
  examinePhoto,
  keptPhoto,
  photoTooLarge,
  type KeptPhoto,
  type UploadFacts,
} from './photo-file';
import { photoOfKey, registerPhoto, replacePhotoFile } from './register-photo';
import { stagedFinalKey } from './upload-fields';

/**
 * What `judge` makes of the object under `key`, or a 400 with the refusal's code after deleting
 * the object. Any other failure leaves it, for a retried completion to judge again.
 */
async function judgeStored<T>(key: string, judge: () => Promise<T>): Promise<T> {
  try {
    return await judge();
  } catch (error) {
    if (error instanceof UnusablePhoto) await deleteStoredFile(key);
    throw asUploadRefusal(error);
  }
}

/**
 * The stored object's bytes and facts, or a refusal. One read: past the size limit the body is
 * left unread; within it, the type, pixel size, EXIF and content hash all come from the bytes read.
 */
async function examineStored(key: string): Promise<{ bytes: Buffer; facts: UploadFacts }> {
  const stored = await readStoredFile(key, MAX_PHOTO_BYTES);
  if (!stored) throw new HttpError(400, 'upload_missing', 'Nothing was uploaded under this key');
  return judgeStored(key, async () => {
    if (!stored.bytes) throw photoTooLarge();
    return { bytes: stored.bytes, facts: await examinePhoto(stored.bytes) };
  });
}

/** The photo kept of what is stored under `key`: itself, or the JPEG of a TIFF, stored there instead. */
function keepStored(key: string, upload: Parameters<typeof keptPhoto>[0]): Promise<KeptPhoto> {
  return judgeStored(key, async () => {
    const kept = await keptPhoto(upload);
    if (kept.bytes !== upload.bytes) await storeFile(key, kept.bytes, kept.facts.mimeType);
    return kept;
  });
}

/**
 * The photo kept of what landed under `key`, or a refusal. A TIFF's bytes are let go with this
 * call, before its renders are made.
 */
async function keptUpload(key: string, upload: { filename: string; sha256?: string | undefined }): Promise<KeptPhoto> {
  const landed = await examineStored(key);
  // The browser hashed the file it chose: other bytes landed (a part sent again with others).
  if (upload.sha256 !== undefined && upload.sha256 !== landed.facts.sha256) {
    await deleteStoredFile(key);
    throw new HttpError(400, 'upload_corrupted', 'The bytes that landed are not the file that was chosen');
  }
  return keepStored(key, { ...landed, filename: upload.filename });
}

export async function registerStagedUpload(
  event: ApiEvent,
  uploader: Uploader,
  upload: { stagedKey: string; filename: string; replacePhotoId?: string | undefined; sha256?: string | undefined },
): Promise<ApiResult> {
  const sql = getSql();
  const { gallery } = uploader;
  const key = stagedFinalKey(upload.stagedKey, uploader);

  // A completion retried after a lost answer gets the photo it registered; what was uploaded
  // to the staged key since is never moved over it.
  const registered = await photoOfKey(sql, gallery.id, key);
  if (registered) return json(200, { photo: registered });

  await moveStagedFile(upload.stagedKey, key);
  const { bytes, facts, filename } = await keptUpload(key, upload);
  const stored = { gallery, key, filename, facts };
  // A failure here loses nothing: the image handler renders what is missing when first asked.
  const storeRenders = () => storeUploadRenders(key, bytes, gallery).catch((error: unknown) => logError(event, error));
  if (upload.replacePhotoId !== undefined) {
    const { photo, replacedFileId } = await replacePhotoFile(sql, { ...stored, photoId: upload.replacePhotoId });
    await storeRenders();
    // No row names the old file any more; one left behind by a failure goes with its gallery.
    await Promise.all([deleteStoredFile(replacedFileId), deleteStoredRenders(replacedFileId)]).catch((error: unknown) =>
      logError(event, error),
    );
    return json(200, { photo });
  }
  const { photo, created } = await registerPhoto(sql, { ...stored, authorId: uploader.authorId });
  if (created) await storeRenders();
  return json(created ? 201 : 200, { photo });
}
