// One render of a photo with sharp: EXIF orientation applied, then resized or cropped as the
// canonical options say, watermarked when it is for a client (watermark.ts), then encoded
// without any metadata (no EXIF, GPS or camera serial leaves the studio). Output is never
// enlarged, and never larger than a Lambda response holds.
import sharp, { type Sharp } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  maxImageDimension,
  type AspectRatio,
  type CanonicalImageOptions,
  type ImageFormat,
} from '@core/domain/images';
import { asUnusablePhoto } from './unusable-photo';
import { markOverlay, type Mark } from './watermark';

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

/** The original, decoded and turned upright (its EXIF orientation applied). */
const upright = (input: Buffer): Sharp =>
  sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();

/** A render's resize (or crop) from `image`, an upright picture of `source`'s size. */
function sized(image: Sharp, source: Size, options: CanonicalImageOptions): Sharp {
  const max = maxImageDimension[options.format];
  const crops = options.focus_crop !== undefined;
  if (crops) {
    image.resize({ ...cropBox(source, options, max), fit: 'cover', position: options.focus_crop });
  } else {
    const free = options.width === undefined && options.height === undefined ? max : maxRenderSide[options.format];
    image.resize({
      width: options.width ?? free,
      height: options.height ?? free,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (options.sharpen) image.sharpen();
  return image;
}

function encoded(image: Sharp, options: CanonicalImageOptions): Sharp {
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

/** One render's bytes from `image`, an upright picture of `source`'s size, with `mark` on it if given. */
async function render(image: Sharp, source: Size, options: CanonicalImageOptions, mark?: Mark): Promise<Buffer> {
  if (!mark) return encoded(sized(image, source, options), options).toBuffer();
  // The mark is sized to the render, whose pixel size sharp settles as it resizes.
  const { data, info } = await sized(image, source, options).raw().toBuffer({ resolveWithObject: true });
  const canvas = { width: info.width, height: info.height };
  const marked = sharp(data, { raw: { ...canvas, channels: info.channels } }).composite([
    await markOverlay(mark, canvas),
  ]);
  // Compositing adds an alpha channel; a photo that had none gets none.
  return encoded(info.channels % 2 === 1 ? marked.removeAlpha() : marked, options).toBuffer();
}

/** A render to make: its options, and the mark on it when it is for a client of a watermarked gallery. */
export type RenderRequest = { options: CanonicalImageOptions; mark?: Mark | undefined };

/**
 * Renders a photo whose displayed size is `source` (as registered). A file past the pixel limit
 * is refused from its header by limitInputPixels before anything is decoded, so a
 * decompression bomb costs a header read.
 */
export async function renderImage(input: Buffer, source: Size, { options, mark }: RenderRequest): Promise<Buffer> {
  try {
    return await render(upright(input), source, options, mark);
  } catch (error) {
    throw asUnusablePhoto(error);
  }
}

/**
 * Several renders of one original, which is decoded once: shrunk to the box of the widest
 * render (its height as free as any render's), kept as raw pixels, and each render is cut from
 * those. Every render fits that box, so none is made from fewer pixels than it shows.
 */
export async function renderFromOneDecode(input: Buffer, renders: readonly RenderRequest[]): Promise<Buffer[]> {
  try {
    const width = Math.max(...renders.map(({ options }) => options.width ?? maxImageDimension[options.format]));
    const height = Math.max(...renders.map(({ options }) => maxRenderSide[options.format]));
    const { data, info } = await upright(input)
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = { width: info.width, height: info.height };
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return await Promise.all(renders.map(({ options, mark }) => render(sharp(data, { raw }), decoded, options, mark)));
  } catch (error) {
    throw asUnusablePhoto(error);
  }
}
