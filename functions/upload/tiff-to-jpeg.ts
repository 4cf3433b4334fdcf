// A TIFF, as photographers export them (8 or 16 bits, often 50 MB and more), becomes the JPEG the
// gallery keeps in its place: browsers show no TIFF, and the renders and clients' downloads come
// from the JPEG. It is made once, on upload, upright, in sRGB, with the metadata photographers
// expect to find in it. libvips reads no EXIF from a TIFF, so the tags are copied over by name.
import exifr from 'exifr';
import { MAX_PHOTO_PIXELS } from '@core/domain/images';
import { asUnusablePhoto } from '../lib/gallery/unusable-photo';
import { loadSharp } from '../lib/load-sharp';

/** High enough to print from; every chroma sample kept, as photographers' own exports do. */
export const TIFF_JPEG_OPTIONS = { quality: 92, chromaSubsampling: '4:4:4' } as const;

/** The tags kept, as exifr names them in the TIFF and libvips in the JPEG, by IFD (IFD2 is EXIF's own). */
const KEPT_TAGS = {
  IFD0: {
    Make: 'Make',
    Model: 'Model',
    Artist: 'Artist',
    Copyright: 'Copyright',
    ImageDescription: 'ImageDescription',
    ModifyDate: 'DateTime',
    Software: 'Software',
  },
  IFD2: {
    DateTimeOriginal: 'DateTimeOriginal',
    CreateDate: 'DateTimeDigitized',
    OffsetTimeOriginal: 'OffsetTimeOriginal',
    ExposureTime: 'ExposureTime',
    FNumber: 'FNumber',
    ISO: 'ISOSpeedRatings',
    FocalLength: 'FocalLength',
    ExposureCompensation: 'ExposureBiasValue',
    LensMake: 'LensMake',
    LensModel: 'LensModel',
  },
} as const;

type Ifd = keyof typeof KEPT_TAGS;

/** The kept tags of the TIFF, as the strings sharp writes as EXIF. */
async function keptExif(tiff: Buffer): Promise<Record<Ifd, Record<string, string>>> {
  const wanted = [KEPT_TAGS.IFD0, KEPT_TAGS.IFD2].flatMap((tags) => Object.keys(tags));
  let tags: Record<string, unknown> = {};
  try {
    const parsed: unknown = await exifr.parse(tiff, { pick: wanted, reviveValues: false, translateValues: false });
    if (parsed && typeof parsed === 'object') tags = parsed as Record<string, unknown>;
  } catch {
    // Tags exifr cannot read are tags the JPEG goes without: the picture is what matters.
  }
  const exif = { IFD0: {}, IFD2: {} } as Record<Ifd, Record<string, string>>;
  for (const ifd of Object.keys(KEPT_TAGS) as Ifd[]) {
    for (const [from, to] of Object.entries(KEPT_TAGS[ifd])) {
      const value = tags[from];
      if (typeof value === 'string' && value.trim() !== '') exif[ifd][to] = value.trim();
      else if (typeof value === 'number' && Number.isFinite(value)) exif[ifd][to] = String(value);
    }
  }
  return exif;
}

/** The XMP saying the picture is upright, as it now is: Lightroom reads its orientation from there. */
const uprightXmp = (xmp: string): string =>
  xmp
    .replace(/tiff:Orientation="\d"/g, 'tiff:Orientation="1"')
    .replace(/<tiff:Orientation>\d<\/tiff:Orientation>/g, '<tiff:Orientation>1</tiff:Orientation>');

/**
 * The JPEG kept for a TIFF: its first image, EXIF orientation applied, converted from its ICC
 * profile to sRGB (which it embeds), 8 bits, flattened on white if it has transparency; its XMP,
 * IPTC and resolution kept, its EXIF tags that say when, with what and whose (KEPT_TAGS) copied.
 * Refuses a TIFF past the pixel limit from its header, before anything is decoded, and one
 * whose pixels cannot be decoded (UnusablePhoto).
 */
export async function jpegOfTiff(tiff: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    // Decoded strip by strip as the JPEG is written; only turning it upright holds it all.
    const image = sharp(tiff, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true });
    const { xmp } = await image.metadata();
    const converted = image
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .keepMetadata()
      .withExif(await keptExif(tiff))
      .withIccProfile('srgb');
    if (xmp) converted.withXmp(uprightXmp(xmp.toString('utf8')));
    return await converted.jpeg(TIFF_JPEG_OPTIONS).toBuffer();
  } catch (error) {
    throw asUnusablePhoto(error);
  }
}
