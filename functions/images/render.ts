// One render of a photo with sharp: EXIF orientation applied, then resized or cropped as the
// canonical options say, then encoded without any metadata (no EXIF, GPS or camera serial
// leaves the studio). Output is never enlarged, and never larger than a Lambda response holds.
import sharp, { type Sharp } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  maxImageDimension,
  type AspectRatio,
  type CanonicalImageOptions,
  type ImageFormat,
} from '@core/domain/images';
import { UnusablePhoto } from '../lib/unusable-photo';

/** Bump when the pipeline's output changes, so ETags (and caches keyed on them) change too. */
export const RENDER_VERSION = 1;

export const imageContentTypes: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};

export type Size = { width: number; height: number };

/**
 * The longest side of any render, for the side the options leave free (a portrait photo at
 * width 1920 is 2880 tall). Encoded, base64'd renders must fit Lambda's 6 MB response.
 */
const maxRenderSide: Record<ImageFormat, number> = { jpeg: 3200, webp: 3200, avif: 3200, png: 1200 };

function ratioOf(aspectRatio: AspectRatio): number {
  const [w, h] = aspectRatio.split(':').map(Number);
  return (w ?? 1) / (h ?? 1);
}

/**
 * The box a crop fills: the asked size with the asked ratio, held to the format's limit, and
 * shrunk (ratio kept) when the photo has fewer pixels than that, so small photos are cropped
 * rather than enlarged.
 */
function cropBox(source: Size, options: CanonicalImageOptions, max: number): Size {
  const ratio = options.aspect_ratio ? ratioOf(options.aspect_ratio) : (options.width ?? 1) / (options.height ?? 1);
  let width = options.width ?? (options.height ? options.height * ratio : ratio >= 1 ? max : max * ratio);
  width = Math.min(width, max, max * ratio);
  const largest = Math.min(source.width, source.height * ratio);
  width = Math.min(width, largest);
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(width / ratio)) };
}

/** The sharp pipeline of a render, for an input already known to be within the pixel limit. */
function renderPipeline(input: Buffer, source: Size, options: CanonicalImageOptions): Sharp {
  const max = maxImageDimension[options.format];
  let image = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
  const crops = options.focus_crop !== undefined;
  if (crops) {
    image = image.resize({ ...cropBox(source, options, max), fit: 'cover', position: options.focus_crop });
  } else {
    const free = options.width === undefined && options.height === undefined ? max : maxRenderSide[options.format];
    image = image.resize({
      width: options.width ?? free,
      height: options.height ?? free,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (options.sharpen) image = image.sharpen();
  switch (options.format) {
    case 'jpeg':
      return image.jpeg({ quality: options.quality, mozjpeg: true });
    case 'webp':
      return image.webp({ quality: options.quality });
    case 'avif':
      // Effort 2 of 9: AVIF at the default effort takes seconds per render on a Lambda.
      return image.avif({ quality: options.quality, effort: 2 });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
}

/**
 * Renders a photo whose displayed size is `source` (as registered). A file past the pixel limit
 * is refused from its header by limitInputPixels before anything is decoded, so a
 * decompression bomb costs a header read.
 */
export async function renderImage(input: Buffer, source: Size, options: CanonicalImageOptions): Promise<Buffer> {
  try {
    return await renderPipeline(input, source, options).toBuffer();
  } catch (error) {
    // sharp's own words name its internals: the caller gets a fixed message per reason.
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new UnusablePhoto('file_too_large', 'The image has too many pixels');
    if (/unsupported image format|corrupt|premature end|bad seek|not a known file format/i.test(message)) {
      throw new UnusablePhoto('unsupported_type', 'The file is not an image this studio can process');
    }
    throw error;
  }
}
