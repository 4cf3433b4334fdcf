import { z } from 'zod';
import { entityId } from './ids';
import { galleryStatuses, galleryVisibilities } from './gallery-options';
import { partialUpdate } from './partial-update';
import { photoOrders } from './photo-order';

const gallerySettings = z.object({
  visibility: z.enum(galleryVisibilities).default('invite'),
  downloads: z.boolean().default(true),
  /** Where new uploads go (core/domain/photo-order.ts). */
  photoOrder: z.enum(photoOrders).default('capture'),
});
export type GallerySettings = z.output<typeof gallerySettings>;

/** Settings as stored (JSON), with defaults for anything missing or malformed. */
export function readGallerySettings(value: unknown): GallerySettings {
  const parsed = gallerySettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : gallerySettings.parse({});
}

/** 0 means the gallery never expires. */
export function isExpired(expiresAt: number, now = Date.now()): boolean {
  return expiresAt > 0 && expiresAt <= now;
}

export const galleryFields = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  description: z.string().max(5000, 'tooLong').default(''),
  expiresAt: z.number().int().min(0).default(0),
  settings: gallerySettings.default({ visibility: 'invite', downloads: true, photoOrder: 'capture' }),
});

export const createGalleryArgs = galleryFields.extend({ id: entityId, accountId: entityId });
/**
 * Settings sent with an update are merged into the stored ones: sending only the visibility
 * keeps downloads as they were.
 */
export const updateGalleryArgs = partialUpdate(galleryFields).extend({
  id: entityId,
  status: z.enum(galleryStatuses).optional(),
  settings: partialUpdate(gallerySettings).optional(),
});
export const setCoverArgs = z.object({ id: entityId, photoId: entityId.nullable() });
export const reorderPhotosArgs = z.object({ galleryId: entityId, photoIds: z.array(entityId).min(1).max(10_000) });
export const deletePhotoArgs = z.object({ id: entityId });
export const revokeInviteArgs = z.object({ id: entityId });
