// The name and the place a photo takes in a gallery, however it arrives: uploaded, moved from
// another gallery of the studio, or given a new file. Callers hold the gallery's row lock
// (select … for update), so photos arriving at once take turns for names and places.
import type postgres from 'postgres';
import { readGallerySettings } from '@core/domain/gallery';
import { placeOf, sortableOf, type SortablePhoto } from '@core/domain/photo-order';
import { cleanFilename, firstFreeFilename, numberedFilenamePattern } from './filenames';

/**
 * `name` made safe and unique in the gallery for good ("IMG_1.jpg", "IMG_1 (2).jpg"): the names
 * of its photos, of photos that left it (a URL never shows two different photos) and `given`
 * (names handed out in the same transaction, not written yet) are taken.
 */
export async function freeFilename(
  tx: postgres.TransactionSql,
  galleryId: string,
  name: string,
  given: Iterable<string> = [],
): Promise<string> {
  const wanted = cleanFilename(name);
  const pattern = numberedFilenamePattern(wanted);
  const taken = await tx<{ filename: string }[]>`
    select filename from photos where gallery_id = ${galleryId} and (filename = ${wanted} or filename like ${pattern})
    union all
    select filename from private.retired_photo_filenames
    where gallery_id = ${galleryId} and (filename = ${wanted} or filename like ${pattern})`;
  return firstFreeFilename(wanted, new Set([...given, ...taken.map((row) => row.filename)]));
}

type GalleryLine = {
  /**
   * The `order` a new photo takes: its place by the gallery's choice (capture time or file name,
   * core/domain/photo-order.ts) among the photos as they stand, the ones after it moving along.
   */
  place(photo: SortablePhoto): number;
  /** Writes the new order of the gallery's photos that moved along (only those). */
  save(): Promise<void>;
};

/** The gallery's photos in their order, to place new ones among (a photo placed counts for the next). */
export async function galleryLine(
  tx: postgres.TransactionSql,
  galleryId: string,
  settings: unknown,
): Promise<GalleryLine> {
  const rows = await tx<{ id: string; filename: string; metadata: Record<string, unknown>; order: number }[]>`
    select id, filename, metadata, "order" from photos where gallery_id = ${galleryId} order by "order", id`;
  const photoOrder = readGallerySettings(settings).photoOrder;
  const line: { id?: string; photo: SortablePhoto; order: number }[] = rows.map((row) => ({
    id: row.id,
    photo: sortableOf(row),
    order: row.order,
  }));
  return {
    place(photo) {
      const at = placeOf(
        photo,
        line.map((entry) => entry.photo),
        photoOrder,
      );
      const next = line[at];
      const order = next ? next.order : (line.at(-1)?.order ?? -1) + 1;
      if (next) for (const entry of line) if (entry.order >= order) entry.order++;
      line.splice(at, 0, { photo, order });
      return order;
    },
    async save() {
      const before = new Map(rows.map((row) => [row.id, row.order]));
      const shifted = line.flatMap(({ id, order }) =>
        id !== undefined && before.get(id) !== order ? [[id, String(order)]] : [],
      );
      if (shifted.length === 0) return;
      await tx`
        update photos set "order" = shifted."order"::int
        from (values ${tx(shifted)}) as shifted (id, "order")
        where photos.id = shifted.id and photos.gallery_id = ${galleryId}`;
    },
  };
}
