// The render of a photo a gallery's clients see: watermarked as the gallery's settings say
// (watermark.ts), or clean when its watermark is off. Kept in storage like any render
// (stored-renders.ts), under a key holding the watermark's version, and made from the original
// the first time it is asked for. The image handler serves clients with it, and the studio's
// members with the clean render; a gallery's web-size downloads are packed with it, and a photo
// picked as a site image is copied from its clean render.
import { readGallerySettings } from '@core/domain/gallery';
import { MAX_LOGO_BYTES } from '@core/domain/brand-files';
import type { CanonicalImageOptions } from '@core/domain/images';
import { uploadedLogoKey } from '../storage/brand-keys';
import { getSql } from '../db';
import { HttpError } from '../http';
import { renderImage } from './photo-render';
import { readStoredFile } from '../storage/stored-files';
import { readStoredRender, storeRender } from '../storage/stored-renders';
import { countUse } from '../count-use';
import { prepareMark, resolveWatermark, type Mark, type Watermark } from './watermark';

export type ClientGallery = { accountId: string; settings: unknown };
type Photo = { accountId: string; fileId: string; width: number; height: number };
export type OriginalReader = (fileId: string) => Promise<Buffer | undefined>;

/** The watermark the gallery's clients see, or undefined when it is off (then the studio is not read). */
export async function clientWatermark(gallery: ClientGallery): Promise<Watermark | undefined> {
  const settings = readGallerySettings(gallery.settings).watermark;
  if (!settings.enabled) return undefined;
  const [studio] = await getSql()<{ name: string; logoUrl: string | null }[]>`
    select name, settings->>'theme.logoUrl' as "logoUrl" from accounts where id = ${gallery.accountId}`;
  return resolveWatermark(settings, {
    name: studio?.name ?? '',
    logoKey: uploadedLogoKey(gallery.accountId, studio?.logoUrl),
  });
}

/** The watermark drawn, its logo read from storage; a logo file gone writes the text instead. */
export async function clientMark(watermark: Watermark): Promise<Mark> {
  const logo = watermark.logoKey ? (await readStoredFile(watermark.logoKey, MAX_LOGO_BYTES))?.bytes : undefined;
  return prepareMark(watermark, logo);
}

/**
 * A render of `photo` with `watermark` on it (none: the clean render) made now from the original,
 * read with `readOriginal`, stored for the next visitor and counted as the studio's render. A 404
 * when the original is gone; an UnusablePhoto when it cannot be decoded.
 */
export async function newRender(
  photo: Photo,
  options: CanonicalImageOptions,
  watermark: Watermark | undefined,
  readOriginal: OriginalReader,
): Promise<Buffer> {
  const original = await readOriginal(photo.fileId);
  if (!original) throw new HttpError(404, 'not_found', 'Image not found');
  const mark = watermark && (await clientMark(watermark));
  const render = await renderImage(original, photo, { options, mark });
  await Promise.all([
    storeRender(photo.fileId, options, render, watermark?.version),
    countUse(getSql(), photo.accountId, 'renders'),
  ]);
  return render;
}

const readUncached: OriginalReader = async (fileId) => (await readStoredFile(fileId))?.bytes;

/** The stored render of `photo` with `watermark` on it, or a `newRender` when there is none yet. */
export async function storedOrNewRender(
  photo: Photo,
  options: CanonicalImageOptions,
  watermark: Watermark | undefined,
  readOriginal: OriginalReader = readUncached,
): Promise<Buffer> {
  return (
    (await readStoredRender(photo.fileId, options, watermark?.version)) ??
    newRender(photo, options, watermark, readOriginal)
  );
}

/**
 * Renders `gallery`'s photos as its clients see them, watermarked as its settings say; each made
 * and stored when missing. The watermark (the studio's name or logo) is read once, not per photo.
 */
export async function clientRenderer(
  gallery: ClientGallery,
): Promise<(photo: Omit<Photo, 'accountId'>, options: CanonicalImageOptions) => Promise<Buffer>> {
  const watermark = await clientWatermark(gallery);
  return (photo, options) =>
    storedOrNewRender({ ...photo, accountId: gallery.accountId }, options, watermark, readUncached);
}
