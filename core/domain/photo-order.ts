// Where a gallery's photos go: by the time the camera took them, or by file name. New uploads
// are placed by the gallery's choice, not by which upload finished first, and the photographer
// can sort the whole gallery by either later.

/** capture: by the camera's clock (photos without one after, by name); filename: by name. */
export const photoOrders = ['capture', 'filename'] as const;
export type PhotoOrder = (typeof photoOrders)[number];

export type SortablePhoto = { filename: string; capturedAt?: string | undefined };

/** A photo as the order reads it: its name, and the camera's clock from its metadata (PhotoMetadata). */
export function sortableOf(photo: { filename: string; metadata: Readonly<Record<string, unknown>> }): SortablePhoto {
  const { capturedAt } = photo.metadata;
  return { filename: photo.filename, capturedAt: typeof capturedAt === 'string' ? capturedAt : undefined };
}

// "IMG_2" before "IMG_10", and "img_1" beside "IMG_1": how cameras and file browsers count.
const names = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const stemOf = (filename: string) => filename.replace(/\.[^.]*$/, '');

/** By name without the extension first, so "IMG_1.jpg" comes before its namesake "IMG_1 (2).jpg". */
const byName = (a: SortablePhoto, b: SortablePhoto) =>
  names.compare(stemOf(a.filename), stemOf(b.filename)) || names.compare(a.filename, b.filename);

/**
 * The camera's wall-clock time, without the zone: the clock the photographer set is the order
 * they expect, on the server and in any browser alike.
 */
const clockOf = (photo: SortablePhoto) => photo.capturedAt?.slice(0, 19);

function byCapture(a: SortablePhoto, b: SortablePhoto): number {
  const [first, second] = [clockOf(a), clockOf(b)];
  if (first === second) return byName(a, b);
  if (first === undefined) return 1;
  if (second === undefined) return -1;
  return first < second ? -1 : 1;
}

export function comparePhotos(order: PhotoOrder): (a: SortablePhoto, b: SortablePhoto) => number {
  return order === 'capture' ? byCapture : byName;
}

/**
 * Where a new photo goes among `photos` (in the gallery's current order): before the first one
 * that sorts after it, so a gallery the photographer arranged by hand keeps their arrangement.
 * `photos.length` means last.
 */
export function placeOf(photo: SortablePhoto, photos: readonly SortablePhoto[], order: PhotoOrder): number {
  const compare = comparePhotos(order);
  const index = photos.findIndex((other) => compare(photo, other) < 0);
  return index === -1 ? photos.length : index;
}
