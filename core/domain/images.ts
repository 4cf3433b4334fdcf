// Image URLs and their transform parameters (docs/decisions/canonical-image-parameters.md):
//   /api/images/{galleryId}/{filename}?width=…&height=…&aspect_ratio=…&quality=…&format=…&focus_crop=…&sharpen=true
// Every value is drawn from a short fixed list, so a photo has a bounded number of renders and
// the CDN, which keys images on these parameters only, a bounded number of entries per photo.
// The browser builds URLs here; the transformer reads them here. Below them, what a photo must
// be to be uploaded at all (checked again by the server on the stored file).

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The transform parameters, in the order a canonical URL lists them. */
export const imageParameters = [
  'width',
  'height',
  'aspect_ratio',
  'quality',
  'format',
  'focus_crop',
  'sharpen',
] as const;
type ImageParameter = (typeof imageParameters)[number];

/** Widths and heights are snapped up to the next step of this ladder. */
const imageSizes = [100, 200, 400, 800, 1200, 1600, 1920, 2400] as const;
type ImageSize = (typeof imageSizes)[number];

const imageQualities = [30, 40, 50, 60, 70, 80, 90] as const;
type ImageQuality = (typeof imageQualities)[number];

const imageFormats = ['jpeg', 'webp', 'avif', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** What each format is served as. */
export const imageContentTypes: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};

const aspectRatios = ['1:1', '4:5', '5:4', '3:4', '4:3', '2:3', '3:2', '9:16', '16:9'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

/** Which part of the photo a crop keeps: a side, the centre, or where sharp finds interest. */
const focusCrops = ['center', 'attention', 'entropy', 'top', 'bottom', 'left', 'right'] as const;
type FocusCrop = (typeof focusCrops)[number];

const DEFAULT_QUALITY: ImageQuality = 80;
const DEFAULT_FORMAT: ImageFormat = 'jpeg';
const DEFAULT_FOCUS_CROP: FocusCrop = 'center';

/**
 * The largest width or height a URL may ask for (and both sides of a render that asks for
 * neither). PNG is lossless: a larger photo would not fit in a Lambda response (6 MB), so it is
 * held to half the size of the lossy formats.
 */
export const maxImageDimension: Record<ImageFormat, number> = { jpeg: 2400, webp: 2400, avif: 2400, png: 1200 };

/** What a caller may ask for; numbers are snapped to the ladders above. */
type ImageOptions = {
  width?: number;
  height?: number;
  aspect_ratio?: AspectRatio;
  quality?: number;
  format?: ImageFormat;
  focus_crop?: FocusCrop;
  sharpen?: boolean;
};

/** Formats whose encoder takes a quality; PNG is lossless, so quality changes none of its bytes. */
type LossyImageFormat = Exclude<ImageFormat, 'png'>;

/**
 * One render, holding only what changes its bytes: format always set, quality for lossy formats
 * only, focus only when the render crops.
 */
export type CanonicalImageOptions = {
  width?: ImageSize;
  height?: ImageSize;
  aspect_ratio?: AspectRatio;
  focus_crop?: FocusCrop;
  sharpen?: true;
} & ({ format: LossyImageFormat; quality: ImageQuality } | { format: 'png'; quality?: never });

/** The renders the app shows: a grid's square, a preview and a fullscreen view. */
export const imagePresets = {
  thumbnail: { width: 200, aspect_ratio: '1:1', quality: 50, format: 'jpeg' },
  preview: { width: 800, quality: 50, format: 'jpeg' },
  fullscreen: { width: 1920, quality: 70, format: 'jpeg' },
} as const satisfies Record<string, ImageOptions>;
export type ImagePresetName = keyof typeof imagePresets;

/** The sizes between the presets that the pages' srcsets offer: a grid tile and a cover on a laptop or phone. */
export const imageSteps = {
  tile: { width: 400, quality: 50, format: 'jpeg' },
  cover: { width: 1200, quality: 70, format: 'jpeg' },
} as const satisfies Record<string, ImageOptions>;

export type ImageQuery = Readonly<Record<string, string | undefined>>;

type ImageOptionProblem = 'unknown' | 'invalid' | 'out_of_range' | 'conflict' | 'not_canonical';
type ImageOptionError = { parameter: string; problem: ImageOptionProblem; expected?: string };

type NormalisedImageOptions = { ok: true; options: CanonicalImageOptions } | { ok: false; errors: ImageOptionError[] };

function readInteger(value: string, digits: number): number | undefined {
  return new RegExp(`^\\d{1,${digits}}$`).test(value) ? Number(value) : undefined;
}

function readFormat(value: string | undefined, errors: ImageOptionError[]): ImageFormat {
  if (value === undefined) return DEFAULT_FORMAT;
  const format = value.toLowerCase() === 'jpg' ? 'jpeg' : value.toLowerCase();
  if (isOneOf(imageFormats, format)) return format;
  errors.push({ parameter: 'format', problem: 'invalid' });
  return DEFAULT_FORMAT;
}

function readSize(
  parameter: 'width' | 'height',
  value: string | undefined,
  max: number,
  errors: ImageOptionError[],
): ImageSize | undefined {
  if (value === undefined) return undefined;
  const n = readInteger(value, 6);
  if (n === undefined) {
    errors.push({ parameter, problem: 'invalid' });
    return undefined;
  }
  const snapped = imageSizes.find((size) => size >= n);
  if (n < 1 || snapped === undefined || snapped > max) {
    errors.push({ parameter, problem: 'out_of_range' });
    return undefined;
  }
  return snapped;
}

function readQuality(value: string | undefined, errors: ImageOptionError[]): ImageQuality {
  if (value === undefined) return DEFAULT_QUALITY;
  const n = readInteger(value, 3);
  if (n === undefined || n < 1 || n > 100) {
    errors.push({ parameter: 'quality', problem: n === undefined ? 'invalid' : 'out_of_range' });
    return DEFAULT_QUALITY;
  }
  const first = imageQualities[0];
  const last = imageQualities[imageQualities.length - 1] ?? DEFAULT_QUALITY;
  return Math.min(last, Math.max(first, Math.round(n / 10) * 10)) as ImageQuality;
}

function readEnum<T extends string>(
  parameter: ImageParameter,
  list: readonly T[],
  value: string | undefined,
  errors: ImageOptionError[],
): T | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  if (isOneOf(list, lower)) return lower;
  errors.push({ parameter, problem: 'invalid' });
  return undefined;
}

function readSharpen(value: string | undefined, errors: ImageOptionError[]): true | undefined {
  if (value === undefined || value.toLowerCase() === 'false') return undefined;
  if (value.toLowerCase() === 'true') return true;
  errors.push({ parameter: 'sharpen', problem: 'invalid' });
  return undefined;
}

/**
 * The canonical options a query stands for, or what is wrong with it: unknown parameters,
 * values that are not numbers or not in their list, sizes past the format's limit, and an
 * aspect ratio beside both a width and a height. Sizes snap up to the ladder, quality to the
 * nearest step (held between 30 and 90); empty values count as absent, and so do values that
 * would not change the render (a PNG's quality, a focus without a crop).
 */
export function normaliseImageOptions(query: ImageQuery): NormalisedImageOptions {
  const errors: ImageOptionError[] = [];
  const given: Partial<Record<ImageParameter, string>> = {};
  for (const [parameter, value] of Object.entries(query)) {
    if (!isOneOf(imageParameters, parameter)) errors.push({ parameter, problem: 'unknown' });
    else if (value !== undefined && value.trim() !== '') given[parameter] = value.trim();
  }
  const format = readFormat(given.format, errors);
  const max = maxImageDimension[format];
  const width = readSize('width', given.width, max, errors);
  const height = readSize('height', given.height, max, errors);
  const aspectRatio = readEnum('aspect_ratio', aspectRatios, given.aspect_ratio, errors);
  if (aspectRatio !== undefined && given.width !== undefined && given.height !== undefined) {
    errors.push({ parameter: 'aspect_ratio', problem: 'conflict' });
  }
  const focus = readEnum('focus_crop', focusCrops, given.focus_crop, errors);
  const quality = readQuality(given.quality, errors);
  const sharpen = readSharpen(given.sharpen, errors);
  if (errors.length > 0) return { ok: false, errors };

  const crops = aspectRatio !== undefined || (width !== undefined && height !== undefined);
  const options: CanonicalImageOptions = format === 'png' ? { format } : { quality, format };
  if (width !== undefined) options.width = width;
  if (height !== undefined) options.height = height;
  if (aspectRatio !== undefined) options.aspect_ratio = aspectRatio;
  if (crops) options.focus_crop = focus ?? DEFAULT_FOCUS_CROP;
  if (sharpen) options.sharpen = true;
  return { ok: true, options };
}

/** The query string of a render, parameters in the fixed order; every value is URL-safe as is. */
export function canonicalImageQuery(options: CanonicalImageOptions): string {
  return imageParameters
    .filter((parameter) => options[parameter] !== undefined)
    .map((parameter) => `${parameter}=${String(options[parameter])}`)
    .join('&');
}

/**
 * What the transformer accepts: a query already in canonical form (any parameter may be left
 * out; quality and format then take their defaults). A value that only normalises to a
 * canonical one (width=750, quality=55, format=JPG) is refused with the value to ask for, and a
 * parameter that changes nothing (a PNG's quality) with none, so different URLs never produce
 * the same render and the CDN holds one entry per render.
 */
export function readImageQuery(query: ImageQuery): NormalisedImageOptions {
  const normalised = normaliseImageOptions(query);
  if (!normalised.ok) return normalised;
  const canonical: Partial<Record<string, string>> = Object.fromEntries(
    canonicalImageQuery(normalised.options)
      .split('&')
      .map((pair) => pair.split('=') as [string, string]),
  );
  const errors: ImageOptionError[] = [];
  for (const [parameter, value] of Object.entries(query)) {
    const expected = canonical[parameter];
    if (value !== expected)
      errors.push({ parameter, problem: 'not_canonical', ...(expected === undefined ? {} : { expected }) });
  }
  return errors.length > 0 ? { ok: false, errors } : normalised;
}

function queryOf(options: ImageOptions): Record<string, string> {
  const format = options.format ?? DEFAULT_FORMAT;
  const clampSize = (n: number) => String(Math.min(maxImageDimension[format], Math.max(1, Math.round(n))));
  const query: Record<string, string> = {};
  if (options.width !== undefined) query.width = clampSize(options.width);
  if (options.height !== undefined) query.height = clampSize(options.height);
  if (options.aspect_ratio !== undefined) query.aspect_ratio = options.aspect_ratio;
  if (options.quality !== undefined) query.quality = String(Math.min(100, Math.max(1, Math.round(options.quality))));
  query.format = format;
  if (options.focus_crop !== undefined) query.focus_crop = options.focus_crop;
  if (options.sharpen) query.sharpen = 'true';
  return query;
}

/** The canonical form of a render the server asks for itself (the upload renders, a web-size download). */
export function canonicalOptions(options: ImageOptions): CanonicalImageOptions {
  const normalised = normaliseImageOptions(queryOf(options));
  if (!normalised.ok) throw new Error(`Not a valid render: ${JSON.stringify(options)}`);
  return normalised.options;
}

/**
 * The renders made when a photo is uploaded, so a client never waits for one: every preset and
 * step the pages ask for, as the image handler reads them from the pages' URLs.
 */
export function uploadRenderOptions(): CanonicalImageOptions[] {
  return Object.values({ ...imagePresets, ...imageSteps }).map(canonicalOptions);
}

/**
 * The render served to anyone but the studio's members for `options`: the renders the pages ask
 * for (uploadRenderOptions) and those in `offered` (a web-size download the gallery allows) as
 * asked; for any other, the nearest the pages use: the narrowest at least as large as asked, of
 * the same crop when a page has one, else uncropped, else the widest. Each photo then has a few
 * renders for visitors, made once, whatever URLs they write (each costs the studio a render).
 * Returns `options` itself when it is served as asked.
 */
export function visitorRender(
  options: CanonicalImageOptions,
  offered: readonly CanonicalImageOptions[] = [],
): CanonicalImageOptions {
  const pageRenders = uploadRenderOptions();
  const asked = canonicalImageQuery(options);
  if ([...pageRenders, ...offered].some((render) => canonicalImageQuery(render) === asked)) return options;
  const box = Math.max(options.width ?? 0, options.height ?? 0) || maxImageDimension[options.format];
  const byWidth = pageRenders.toSorted((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const largeEnough = (render: CanonicalImageOptions) => (render.width ?? 0) >= box;
  const uncropped = byWidth.filter((render) => render.aspect_ratio === undefined);
  const sameCrop = byWidth.filter(
    (render) => render.aspect_ratio !== undefined && render.aspect_ratio === options.aspect_ratio,
  );
  const nearest = sameCrop.find(largeEnough) ?? uncropped.find(largeEnough) ?? uncropped.at(-1);
  if (!nearest) throw new Error('The pages ask for no uncropped render');
  return nearest;
}

/** Where the image API serves a photo: /api/images/{galleryId}/{filename}, each part escaped. */
export function photoPath(galleryId: string, filename: string): string {
  return `/api/images/${encodeURIComponent(galleryId)}/${encodeURIComponent(filename)}`;
}

/**
 * The gallery whose photo `address` (typed or pasted: a path or a whole URL) renders through the
 * image API, or undefined for any other address. Such an address shows visitors only what the
 * gallery's audience lets them see.
 */
export function galleryOfPhotoAddress(address: string): string | undefined {
  if (!URL.canParse(address, 'http://site.invalid')) return undefined;
  const match = /^\/api\/images\/([^/]+)\/[^/]+$/.exec(new URL(address, 'http://site.invalid').pathname);
  return match?.[1] && decodeURIComponent(match[1]);
}

/**
 * The URL of a photo's render, in canonical form (sizes out of range are brought into it).
 * `access` is the viewer's image token for galleries that are not public. A missing
 * gallery id or filename gives an empty URL and a logged warning, so one bad row breaks no page.
 */
export function imageUrl(
  galleryId: string,
  filename: string,
  options: ImagePresetName | ImageOptions,
  access?: string,
): string {
  if (!galleryId || !filename) {
    // eslint-disable-next-line no-console -- a warning, not an error: the page still renders
    console.warn(`imageUrl: missing ${galleryId ? 'filename' : 'gallery id'}; no image URL`);
    return '';
  }
  const requested = typeof options === 'string' ? imagePresets[options] : options;
  const normalised = normaliseImageOptions(queryOf(requested));
  if (!normalised.ok) {
    // eslint-disable-next-line no-console -- same contract as a missing id: no URL, a warning
    console.warn(`imageUrl: ${normalised.errors.map((e) => `${e.parameter} ${e.problem}`).join(', ')}; no image URL`);
    return '';
  }
  const query = canonicalImageQuery(normalised.options) + (access ? `&access=${encodeURIComponent(access)}` : '');
  return `${photoPath(galleryId, filename)}?${query}`;
}

// Uploads -----------------------------------------------------------------------------------

/** Photo types the transformer can read: sharp here decodes AVIF, but not HEVC-coded HEIC. */
export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type PhotoMimeType = (typeof photoMimeTypes)[number];
/** What may be uploaded: the photo types, and TIFF, which the gallery keeps as a JPEG made on upload. */
export const uploadMimeTypes = [...photoMimeTypes, 'image/tiff'] as const;
export type UploadMimeType = (typeof uploadMimeTypes)[number];
export const isUploadMimeType = (value: string): value is UploadMimeType => isOneOf(uploadMimeTypes, value);

export const MAX_PHOTO_BYTES = 120 * 1024 * 1024;
/** Beyond this a photo would take more memory to decode than a render may use (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 100_000_000;
/** Files one POST /api/upload may ask presigned uploads for; a larger drop takes several calls. */
export const MAX_UPLOADS_PER_REQUEST = 100;

/**
 * What a photo's `metadata` holds, read from its EXIF when it is registered. `orientation` is the
 * EXIF value (1–8; the transformer applies it); `capturedAt` is the camera's wall-clock time
 * ("2024-05-01T10:00:00", with an offset only when the camera recorded one).
 */
export type PhotoMetadata = {
  orientation: number;
  capturedAt?: string;
  camera?: string;
  lens?: string;
  /** Seconds. */
  exposureTime?: number;
  fNumber?: number;
  iso?: number;
  /** Millimetres. */
  focalLength?: number;
};

/** A registered photo as the upload API answers it (the same row Zero syncs as `photos`). */
export type UploadedPhoto = {
  id: string;
  galleryId: string;
  filename: string;
  /** The object key: {account}/{gallery}/{random}. */
  fileId: string;
  size: number;
  mimeType: PhotoMimeType;
  width: number;
  height: number;
  metadata: PhotoMetadata;
  order: number;
  /** Where the image API serves it (photoPath). */
  urlPath: string;
};
