// What a client downloads from a gallery: one photo, or a ZIP of the whole gallery or of one of
// their lists, in web size or as the originals, as the photographer allows
// (readGallerySettings: downloads, downloadSizes, downloadPin). A ZIP is built by the jobs in
// parts small enough for one run each; the client gets links to them on the page and by mail.
// zod/mini, as the public pages load it.
import { z } from 'zod/mini';

/** The whole gallery, as opposed to one of the client's lists (FAVOURITES or a named list's id). */
export const ALL_PHOTOS = 'all';

export const downloadSizeValues = ['web', 'original'] as const;

/** A web-size download: the largest render the image service makes, in high quality. */
export const WEB_DOWNLOAD_RENDER = { width: 2400, quality: 90, format: 'jpeg' } as const;

/** The most photos one part of a ZIP holds: a part of web renders is made within one job run. */
export const MAX_PART_PHOTOS = 300;
/** The most bytes of originals one part holds: built within one job run, and small enough for any disk. */
export const MAX_PART_BYTES = 2 * 1024 ** 3;
/** Days a ZIP stays downloadable (the bucket then removes it). */
export const DOWNLOAD_DAYS = 7;

const pin = z.optional(z.string().check(z.maxLength(16)));

export const zipDownloadRequest = z.object({
  list: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  size: z.enum(downloadSizeValues),
  pin,
  locale: z.optional(z.enum(['en', 'es', 'ca'])),
});
export type ZipDownloadRequest = z.output<typeof zipDownloadRequest>;

export const photoDownloadRequest = z.object({
  photoId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  size: z.enum(downloadSizeValues),
  pin,
});
export type PhotoDownloadRequest = z.output<typeof photoDownloadRequest>;

/**
 * The photos in order, cut into parts of at most MAX_PART_PHOTOS photos and `maxBytes` bytes
 * (a photo larger than that alone makes a part of its own).
 */
export function splitIntoParts<Photo extends { size: number }>(
  photos: readonly Photo[],
  maxBytes: number,
  maxPhotos = MAX_PART_PHOTOS,
): Photo[][] {
  const parts: Photo[][] = [];
  let current: Photo[] = [];
  let bytes = 0;
  for (const photo of photos) {
    if (current.length > 0 && (current.length >= maxPhotos || bytes + photo.size > maxBytes)) {
      parts.push(current);
      current = [];
      bytes = 0;
    }
    current.push(photo);
    bytes += photo.size;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** The name a downloaded photo gets: its own, with .jpg for a web-size render of another type. */
export function downloadFilename(filename: string, size: (typeof downloadSizeValues)[number]): string {
  if (size === 'original') return filename;
  const dot = filename.lastIndexOf('.');
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  return `${stem}.jpg`;
}
