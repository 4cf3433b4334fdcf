// What a stored or received file really is, whatever the browser declared: its size, its type
// from its first bytes, its displayed size from its header, and its EXIF. Anything that is not
// a photo the transformer can render, or a TIFF to keep as a JPEG, is refused here, before a row
// refers to it.
import { createHash } from 'node:crypto';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata } from 'sharp';
import {
  isUploadMimeType,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  type PhotoMetadata,
  type PhotoMimeType,
  type UploadMimeType,
} from '@core/domain/images';
import { withExtension } from '../lib/gallery/filenames';
import { UnusablePhoto } from '../lib/gallery/unusable-photo';
import { loadSharp } from '../lib/load-sharp';
import { HttpError } from '../lib/http';
import { jpegOfTiff } from './tiff-to-jpeg';

export type PhotoFacts = {
  size: number;
  /** SHA-256 of the bytes, hex: how the same file sent again is recognised (register-photo.ts). */
  sha256: string;
  mimeType: PhotoMimeType;
  width: number;
  height: number;
  metadata: PhotoMetadata;
};

/** The facts of a file as it came in, which may be a TIFF (keptPhoto makes the photo of it). */
export type UploadFacts = Omit<PhotoFacts, 'mimeType'> & { mimeType: UploadMimeType };

/** The refusal of a file past the size limit, which a stored upload gets before it is even read. */
export const photoTooLarge = (): UnusablePhoto =>
  new UnusablePhoto('file_too_large', `The file is larger than ${MAX_PHOTO_BYTES} bytes`);

/** Refuses a file too large or whose first bytes are not a type the studio takes. */
function assertPhotoFile(size: number, mime: string): asserts mime is UploadMimeType {
  if (size > MAX_PHOTO_BYTES) throw photoTooLarge();
  if (size === 0 || !isUploadMimeType(mime))
    throw new UnusablePhoto('unsupported_type', `${mime} is not a photo type the studio accepts`);
}

/**
 * The photo's displayed size (EXIF orientation applied), read from its header only. Refuses a
 * file sharp cannot read and a photo past the pixel limit before anything is decoded, so a
 * decompression bomb costs a header read.
 */
async function readPhotoSize(input: Buffer): Promise<{ width: number; height: number; orientation: number }> {
  const sharp = await loadSharp(); // outside the try: failing to load it refuses no photo
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UnusablePhoto('too_many_pixels', `The image has more than ${MAX_PHOTO_PIXELS} pixels`);
    }
    throw new UnusablePhoto('unsupported_type', 'The file is not an image this studio can process');
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UnusablePhoto('unsupported_type', 'The image has no size');
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new UnusablePhoto('too_many_pixels', `The image has more than ${MAX_PHOTO_PIXELS} pixels`);
  }
  return { width, height, orientation: metadata.orientation ?? 1 };
}

const EXIF_TAGS = [
  'DateTimeOriginal',
  'OffsetTimeOriginal',
  'Make',
  'Model',
  'LensModel',
  'ExposureTime',
  'FNumber',
  'ISO',
  'FocalLength',
];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : undefined;
const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** EXIF "2024:05:01 10:00:00" (+ "+02:00") as ISO 8601 wall-clock time. */
function captureTime(date: unknown, offset: unknown): string | undefined {
  const match = typeof date === 'string' ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(date.trim()) : null;
  if (!match) return undefined;
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : '';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}${zone}`;
}

async function readExif(bytes: Buffer): Promise<Record<string, unknown>> {
  try {
    const tags: unknown = await exifr.parse(bytes, { pick: EXIF_TAGS, reviveValues: false, translateValues: false });
    return tags && typeof tags === 'object' ? (tags as Record<string, unknown>) : {};
  } catch {
    return {}; // no EXIF, or a format exifr does not read (WebP): the photo is still a photo
  }
}

/** An upload's refusal as the API answers it: 400 with the refusal's code. Anything else passes. */
export function asUploadRefusal(error: unknown): unknown {
  return error instanceof UnusablePhoto ? new HttpError(400, error.code, error.message) : error;
}

export async function examinePhoto(bytes: Buffer): Promise<UploadFacts> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
  assertPhotoFile(bytes.length, mime);
  const { width, height, orientation } = await readPhotoSize(bytes);
  const exif = await readExif(bytes);
  const camera = [text(exif.Make), text(exif.Model)].filter(Boolean).join(' ');
  const metadata: PhotoMetadata = {
    orientation,
    capturedAt: captureTime(exif.DateTimeOriginal, exif.OffsetTimeOriginal),
    camera: camera === '' ? undefined : camera,
    lens: text(exif.LensModel),
    exposureTime: positive(exif.ExposureTime),
    fNumber: positive(exif.FNumber),
    iso: positive(exif.ISO),
    focalLength: positive(exif.FocalLength),
  };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { size: bytes.length, sha256, mimeType: mime, width, height, metadata };
}

/** A file as it came in and the photo made of it: the same, or for a TIFF the JPEG kept instead. */
export type KeptPhoto = { bytes: Buffer; facts: PhotoFacts; filename: string };

/**
 * The photo the gallery keeps of an examined upload. A TIFF becomes a JPEG named after it
 * ("IMG_1.tif" → "IMG_1.jpg"), upright, so its orientation is 1; its content hash stays the
 * TIFF's, so the same file chosen again is recognised (register-photo.ts, upload/known).
 */
export async function keptPhoto(upload: { bytes: Buffer; facts: UploadFacts; filename: string }): Promise<KeptPhoto> {
  const { bytes, facts, filename } = upload;
  if (facts.mimeType !== 'image/tiff') return { bytes, facts: { ...facts, mimeType: facts.mimeType }, filename };
  const jpeg = await jpegOfTiff(bytes);
  return {
    bytes: jpeg,
    facts: { ...facts, size: jpeg.length, mimeType: 'image/jpeg', metadata: { ...facts.metadata, orientation: 1 } },
    filename: withExtension(filename, '.jpg'),
  };
}
