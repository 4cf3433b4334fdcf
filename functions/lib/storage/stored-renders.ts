// Renders kept in storage beside their original: what the pages ask for is rendered when the
// upload completes, and any other render the first time it is asked for, so the image handler reads a
// small stored render instead of decoding a 24-megapixel original on a client's first visit. A
// render's key holds the digest of everything that changes its bytes (the pipeline's version,
// the original, the canonical options, and for a client's render the watermark's version), so a
// changed pipeline or watermark is simply a new key, rendered lazily, while the clean renders the
// studio's members see stay; renders live under their gallery's prefix and go with the gallery
// or the photo.
// No image library here: deleting a photo's renders must not load sharp (upload-renders.ts renders).
import { createHash } from 'node:crypto';
import {
  canonicalImageQuery,
  imageContentTypes,
  uploadRenderOptions,
  type CanonicalImageOptions,
} from '@core/domain/images';
import { copyStoredFile, deleteStoredPrefix, readStoredFile, storeFile } from './stored-files';

/** Bump when photo-render.ts's output changes, so ETags (and caches keyed on them) and stored renders change too. */
const RENDER_VERSION = 1;

/** `watermark` is the version of the watermark drawn on it (watermark.ts); none for a clean render. */
function renderDigest(fileId: string, options: CanonicalImageOptions, watermark: string | undefined): string {
  const marked = watermark === undefined ? '' : `|watermark=${watermark}`;
  return createHash('sha256')
    .update(`${RENDER_VERSION}|${fileId}|${canonicalImageQuery(options)}${marked}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Strong, and known before rendering: the original never changes under its key, the watermark's look is its version. */
export const renderEtag = (fileId: string, options: CanonicalImageOptions, watermark?: string) =>
  `"${renderDigest(fileId, options, watermark)}"`;

/** Where an original's renders are kept: {account}/{gallery}/renders/{object}/, under the gallery's prefix. */
function renderPrefix(fileId: string): string {
  const slash = fileId.lastIndexOf('/');
  return `${fileId.slice(0, slash)}/renders/${fileId.slice(slash + 1)}/`;
}

const renderKey = (fileId: string, options: CanonicalImageOptions, watermark: string | undefined) =>
  renderPrefix(fileId) + renderDigest(fileId, options, watermark);

export async function readStoredRender(
  fileId: string,
  options: CanonicalImageOptions,
  watermark?: string,
): Promise<Buffer | undefined> {
  return (await readStoredFile(renderKey(fileId, options, watermark)))?.bytes;
}

export async function storeRender(
  fileId: string,
  options: CanonicalImageOptions,
  render: Buffer,
  watermark?: string,
): Promise<void> {
  await storeFile(renderKey(fileId, options, watermark), render, imageContentTypes[options.format]);
}

export async function deleteStoredRenders(fileId: string): Promise<void> {
  await deleteStoredPrefix(renderPrefix(fileId));
}

/**
 * Copies the renders stored for the original `from` that the pages ask for (those an upload
 * stores) to where they are kept for its copy `to`: a render's key holds its original's key, so a
 * copied original has none of its own yet. Other renders (a client's watermarked ones too) are
 * made again when first asked for.
 */
export async function copyStoredRenders(from: string, to: string): Promise<void> {
  await Promise.all(
    uploadRenderOptions().map((options) =>
      copyStoredFile(renderKey(from, options, undefined), renderKey(to, options, undefined)),
    ),
  );
}
