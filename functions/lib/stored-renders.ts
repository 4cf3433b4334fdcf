// Renders kept in storage beside their original: what the pages ask for is rendered when the
// upload completes, and any other render the first time it is asked for, so the image handler reads a
// small stored render instead of decoding a 24-megapixel original on a client's first visit. A
// render's key holds the digest of everything that changes its bytes (the pipeline's version,
// the original, the canonical options), so a changed pipeline is simply a new key, rendered
// lazily; renders live under their gallery's prefix and go with the gallery or the photo.
// No image library here: deleting a photo's renders must not load sharp (upload-renders.ts renders).
import { createHash } from 'node:crypto';
import { canonicalImageQuery, imageContentTypes, type CanonicalImageOptions } from '@core/domain/images';
import { deleteStoredPrefix, readStoredFile, storeFile } from './stored-files';

/** Bump when photo-render.ts's output changes, so ETags (and caches keyed on them) and stored renders change too. */
const RENDER_VERSION = 1;

function renderDigest(fileId: string, options: CanonicalImageOptions): string {
  return createHash('sha256')
    .update(`${RENDER_VERSION}|${fileId}|${canonicalImageQuery(options)}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Strong, and known before rendering: the original never changes under its key. */
export const renderEtag = (fileId: string, options: CanonicalImageOptions) => `"${renderDigest(fileId, options)}"`;

/** Where an original's renders are kept: {account}/{gallery}/renders/{object}/, under the gallery's prefix. */
function renderPrefix(fileId: string): string {
  const slash = fileId.lastIndexOf('/');
  return `${fileId.slice(0, slash)}/renders/${fileId.slice(slash + 1)}/`;
}

const renderKey = (fileId: string, options: CanonicalImageOptions) =>
  renderPrefix(fileId) + renderDigest(fileId, options);

export async function readStoredRender(fileId: string, options: CanonicalImageOptions): Promise<Buffer | undefined> {
  return (await readStoredFile(renderKey(fileId, options)))?.bytes;
}

export async function storeRender(fileId: string, options: CanonicalImageOptions, render: Buffer): Promise<void> {
  await storeFile(renderKey(fileId, options), render, imageContentTypes[options.format]);
}

export async function deleteStoredRenders(fileId: string): Promise<void> {
  await deleteStoredPrefix(renderPrefix(fileId));
}
