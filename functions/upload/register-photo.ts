// Registers a checked, stored photo as a row of its gallery. The row reaches every open back
// office through Zero's replication; nothing refers to an object before this point.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { readGallerySettings } from '@core/domain/gallery';
import { photoPath, type UploadedPhoto } from '@core/domain/images';
import { placeOf, sortableOf, type SortablePhoto } from '@core/domain/photo-order';
import { HttpError } from '../lib/http';
import { deleteStoredFile } from '../lib/stored-files';
import type { MemberGallery } from '../lib/member-gallery';
import { cleanFilename, firstFreeFilename, numberedFilenamePattern } from './filenames';
import type { PhotoFacts } from './photo-file';

const photoColumns = (sql: postgres.Sql | postgres.TransactionSql) => sql`
  id, gallery_id as "galleryId", filename, file_id as "fileId", size::float8 as size, mime_type as "mimeType",
  width, height, metadata, "order", url_path as "urlPath"`;

/** The photo already registered for this object key, if any (a retried completion). */
export async function photoOfKey(
  sql: postgres.Sql | postgres.TransactionSql,
  galleryId: string,
  key: string,
): Promise<UploadedPhoto | undefined> {
  const [photo] = await sql<UploadedPhoto[]>`
    select ${photoColumns(sql)} from photos where file_id = ${key} and gallery_id = ${galleryId}`;
  return photo;
}

/**
 * The `order` a new photo takes: its place by the gallery's choice (capture time or file name,
 * core/domain/photo-order.ts) among the photos as they stand, moving the ones after it along.
 */
async function makeRoomFor(
  tx: postgres.TransactionSql,
  galleryId: string,
  photo: SortablePhoto,
  settings: unknown,
): Promise<number> {
  const photos = await tx<{ filename: string; metadata: Record<string, unknown>; order: number }[]>`
    select filename, metadata, "order" from photos where gallery_id = ${galleryId} order by "order", id`;
  const next = photos[placeOf(photo, photos.map(sortableOf), readGallerySettings(settings).photoOrder)];
  if (!next) return (photos.at(-1)?.order ?? -1) + 1;
  await tx`update photos set "order" = "order" + 1 where gallery_id = ${galleryId} and "order" >= ${next.order}`;
  return next.order;
}

/**
 * Inserts the photo at its place in the gallery (makeRoomFor), under its filename made unique in
 * the gallery for good ("IMG_1.jpg", "IMG_1 (2).jpg"; a deleted photo's name is not given again). The
 * gallery row is locked meanwhile, so concurrent uploads to one gallery take turns for their
 * name and place, a gallery being deleted waits, and of two completions of one key the second
 * gets the first one's photo (`created` false). Only a refusal deletes the stored file: after any
 * other failure the row may have been written, and a stray file goes with its gallery.
 */
export async function registerPhoto(
  sql: postgres.Sql,
  input: { gallery: MemberGallery; authorId: string; key: string; filename: string; facts: PhotoFacts },
): Promise<{ photo: UploadedPhoto; created: boolean }> {
  const { gallery, facts } = input;
  const wanted = cleanFilename(input.filename);
  return sql.begin(async (tx) => {
    const [locked] = await tx<{ settings: unknown }[]>`
      select settings from galleries where id = ${gallery.id} for update`;
    if (!locked) {
      // The gallery went while the file was on its way: nothing will ever refer to the file.
      await deleteStoredFile(input.key);
      throw new HttpError(404, 'not_found', 'Gallery not found');
    }
    const registered = await photoOfKey(tx, gallery.id, input.key);
    if (registered) return { photo: registered, created: false };
    // Names of deleted photos count as taken: a URL never shows two different photos.
    const pattern = numberedFilenamePattern(wanted);
    const taken = await tx<{ filename: string }[]>`
      select filename from photos where gallery_id = ${gallery.id} and (filename = ${wanted} or filename like ${pattern})
      union all
      select filename from private.retired_photo_filenames
      where gallery_id = ${gallery.id} and (filename = ${wanted} or filename like ${pattern})`;
    const filename = firstFreeFilename(wanted, new Set(taken.map((row) => row.filename)));
    const order = await makeRoomFor(
      tx,
      gallery.id,
      sortableOf({ filename, metadata: facts.metadata }),
      locked.settings,
    );
    const [photo] = await tx<UploadedPhoto[]>`
      insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height,
                          url_path, metadata, "order")
      values (${newId()}, ${gallery.accountId}, ${input.authorId}, ${gallery.id}, ${filename}, ${input.key}, ${facts.size},
              ${facts.mimeType}, ${facts.width}, ${facts.height}, ${photoPath(gallery.id, filename)},
              ${tx.json(facts.metadata)}, ${order})
      returning ${photoColumns(tx)}`;
    if (!photo) throw new Error('The photo insert returned no row');
    return { photo, created: true };
  });
}
