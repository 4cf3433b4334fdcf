// What the studio takes as a photo (core/domain/images.ts), checked in the browser before
// anything is sent; the server checks the stored bytes again (a browser's word about a file is
// only a hint). A TIFF is taken too: the server keeps a JPEG made from it.
import { isUploadMimeType, MAX_PHOTO_BYTES, uploadMimeTypes, type UploadMimeType } from '@core/domain/images';

const typesByExtension: Record<string, UploadMimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** What the file picker accepts: types and extensions, as some systems know only one. */
export const photoPickerTypes = [...uploadMimeTypes, ...Object.keys(typesByExtension).map((ext) => `.${ext}`)];

/**
 * The MIME type to declare for a file, or undefined when it is not a photo the studio takes.
 * Some browsers leave newer formats (AVIF) untyped; the extension decides then.
 */
export function photoTypeOf(file: { name: string; type: string }): UploadMimeType | undefined {
  if (isUploadMimeType(file.type)) return file.type;
  if (file.type && file.type !== 'application/octet-stream') return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typesByExtension[extension];
}

/**
 * What can be wrong with a file itself, so that sending it again cannot help. Only the server
 * can tell `too_many_pixels`, from the image's header.
 */
export const photoFileProblems = ['empty', 'file_too_large', 'too_many_pixels', 'unsupported_type'] as const;
export type PhotoFileProblem = (typeof photoFileProblems)[number];

export function problemWith(file: { name: string; type: string; size: number }): PhotoFileProblem | undefined {
  // Said first whatever the name: an empty file is usually a copy that never finished.
  if (file.size === 0) return 'empty';
  if (photoTypeOf(file) === undefined) return 'unsupported_type';
  if (file.size > MAX_PHOTO_BYTES) return 'file_too_large';
  return undefined;
}
