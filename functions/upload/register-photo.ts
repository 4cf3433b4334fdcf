// Registers a checked, stored photo as a row of its gallery, or gives an existing photo of it that
// file instead. The row reaches every open back office through Zero's replication; nothing
// refers to an object before this point.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { photoPath, type UploadedPhoto } from '@core/domain/images';
import { sortableOf } from '@core/domain/photo-order';
import { HttpError } from '../lib/http';
import type { MemberGallery } from '../lib/gallery/member-gallery';
import { freeFilename, galleryLine } from '../lib/gallery/photo-placement';
import { deleteStoredFile } from '../lib/storage/stored-files';
import { refuseUploadPastLimitLocked } from '../lib/billing/usage-meter';
import type { PhotoFacts } from './photo-file';

const photoColumns = (sql: postgres.Sql | postgres.TransactionSql) => sql`
  id, gallery_id as "galleryId", filename, file_id as "fileId", size::float8 as size, mime_type as "mimeType",
  width, height, metadata, "order", url_path as "urlPath"`;

/** The photo of the gallery that `match` picks, if any. */
async function photoWhere(
  sql: postgres.Sql | postgres.TransactionSql,
  galleryId: string,
  match: postgres.PendingQuery<postgres.Row[]>,
): Promise<UploadedPhoto | undefined> {
  const [photo] = await sql<UploadedPhoto[]>`
    select ${photoColumns(sql)} from photos where gallery_id = ${galleryId} and ${match}`;
  return photo;
}

/** The photo already registered for this object key, if any (a retried completion). */
export const photoOfKey = (sql: postgres.Sql | postgres.TransactionSql, galleryId: string, key: string) =>
  photoWhere(sql, galleryId, sql`file_id = ${key}`);

/** The photo of the gallery whose stored bytes hash to `sha256`: the same file, sent before. */
const photoOfContent = (tx: postgres.TransactionSql, galleryId: string, sha256: string) =>
  photoWhere(tx, galleryId, tx`content_sha256 = ${sha256}`);

/**
 * Locks the gallery row, so concurrent uploads to one gallery take turns for their name and
 * place, and a gallery being deleted waits. A gallery gone while the file was on its way is a
 * refusal: nothing will ever refer to the file, so it is deleted.
 */
async function lockGallery(
  tx: postgres.TransactionSql,
  galleryId: string,
  key: string,
): Promise<{ settings: unknown }> {
  const [locked] = await tx<{ settings: unknown }[]>`select settings from galleries where id = ${galleryId} for update`;
  if (locked) return locked;
  await deleteStoredFile(key);
  throw new HttpError(404, 'not_found', 'Gallery not found');
}

/**
 * Refuses the file past the studio's limit, judged with the studio's storage locked until the
 * transaction ends (lib/billing/usage-meter.ts); a refused file is deleted. Called just before the write
 * whose trigger locks that row anyway, so the locks are taken in the order they always were.
 */
async function holdToLimit(tx: postgres.TransactionSql, gallery: MemberGallery, key: string, addedBytes: number) {
  await refuseUploadPastLimitLocked(tx, gallery.accountId, addedBytes).catch(async (error: unknown) => {
    if (error instanceof HttpError) await deleteStoredFile(key);
    throw error;
  });
}

type StoredPhoto = { gallery: MemberGallery; key: string; filename: string; facts: PhotoFacts };

/**
 * Inserts the photo at its place in the gallery (galleryLine), under its filename made unique in
 * the gallery for good (freeFilename), the gallery locked meanwhile: of two completions of one
 * key the second gets the first one's photo (`created` false), and one past the studio's limit is
 * refused. Only a refusal deletes the stored file: after any other failure the row may have been
 * written, and a stray file goes with its gallery.
 */
export async function registerPhoto(
  sql: postgres.Sql,
  input: StoredPhoto & { authorId: string },
): Promise<{ photo: UploadedPhoto; created: boolean }> {
  const { gallery, facts } = input;
  return sql.begin(async (tx) => {
    const locked = await lockGallery(tx, gallery.id, input.key);
    const registered = await photoOfKey(tx, gallery.id, input.key);
    if (registered) return { photo: registered, created: false };
    // The same bytes are already a photo here (a folder chosen again, two uploads of one file
    // racing): that photo answers, and this copy goes. The unique index stands behind this.
    const same = await photoOfContent(tx, gallery.id, facts.sha256);
    if (same) {
      await deleteStoredFile(input.key);
      return { photo: same, created: false };
    }
    const filename = await freeFilename(tx, gallery.id, input.filename);
    const line = await galleryLine(tx, gallery.id, locked.settings);
    const order = line.place(sortableOf({ filename, metadata: facts.metadata }));
    await line.save();
    await holdToLimit(tx, gallery, input.key, facts.size);
    const [photo] = await tx<UploadedPhoto[]>`
      insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height,
                          url_path, metadata, "order", content_sha256)
      values (${newId()}, ${gallery.accountId}, ${input.authorId}, ${gallery.id}, ${filename}, ${input.key}, ${facts.size},
              ${facts.mimeType}, ${facts.width}, ${facts.height}, ${photoPath(gallery.id, filename)},
              ${tx.json(facts.metadata)}, ${order}, ${facts.sha256})
      returning ${photoColumns(tx)}`;
    if (!photo) throw new Error('The photo insert returned no row');
    return { photo, created: true };
  });
}

/**
 * Gives the photo `photoId` of the gallery the stored file instead of its own: it keeps its id,
 * place, cover and clients' picks, and takes the file's facts and a name made from the file's,
 * unique for good as on upload, so no browser shows an old render cached under the old name (that
 * name is retired). A photo no longer in the gallery is a refusal. Returns the file the photo
 * leaves, to delete once this has committed.
 */
export async function replacePhotoFile(
  sql: postgres.Sql,
  input: StoredPhoto & { photoId: string },
): Promise<{ photo: UploadedPhoto; replacedFileId: string }> {
  const { gallery, facts } = input;
  return sql.begin(async (tx) => {
    await lockGallery(tx, gallery.id, input.key);
    const [current] = await tx<{ fileId: string }[]>`
      select file_id as "fileId" from photos where id = ${input.photoId} and gallery_id = ${gallery.id} for update`;
    if (!current) {
      await deleteStoredFile(input.key);
      throw new HttpError(404, 'not_found', 'Photo not found');
    }
    const same = await photoOfContent(tx, gallery.id, facts.sha256);
    if (same && same.id !== input.photoId) {
      await deleteStoredFile(input.key);
      throw new HttpError(409, 'photo_already_in_gallery', 'Another photo of this gallery is this very file');
    }
    const filename = await freeFilename(tx, gallery.id, input.filename);
    await holdToLimit(tx, gallery, input.key, facts.size);
    const [photo] = await tx<UploadedPhoto[]>`
      update photos set file_id = ${input.key}, filename = ${filename}, url_path = ${photoPath(gallery.id, filename)},
        size = ${facts.size}, mime_type = ${facts.mimeType}, width = ${facts.width}, height = ${facts.height},
        content_sha256 = ${facts.sha256},
        metadata = ${tx.json(facts.metadata)}, uploaded_at = ${Date.now()}
      where id = ${input.photoId}
      returning ${photoColumns(tx)}`;
    if (!photo) throw new Error('The photo update returned no row');
    return { photo, replacedFileId: current.fileId };
  });
}
