import { z } from 'zod';
import { entityId } from './ids';
import { galleryStatuses, galleryVisibilities } from './gallery-options';
import { partialUpdate } from './partial-update';
import { photoOrders } from './photo-order';
import { FAVOURITES, MAX_LIST_PHOTOS, MAX_SELECTION_LISTS } from './selection';

/** A named list clients choose photos into ("Album", "Prints"), with an optional maximum. */
export const selectionList = z.object({
  id: entityId.refine((id) => id !== FAVOURITES, 'invalid'),
  name: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  max: z.number().int().min(1, 'invalid').max(MAX_LIST_PHOTOS, 'invalid').nullable().default(null),
});

const gallerySettings = z.object({
  visibility: z.enum(galleryVisibilities).default('invite'),
  downloads: z.boolean().default(true),
  /** Where new uploads go (core/domain/photo-order.ts). */
  photoOrder: z.enum(photoOrders).default('capture'),
  /** The lists clients choose into besides Favourites (core/domain/selection.ts). */
  selectionLists: z
    .array(selectionList)
    .max(MAX_SELECTION_LISTS, 'tooLong')
    .refine((lists) => new Set(lists.map((list) => list.id)).size === lists.length, 'invalid')
    .default([]),
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
  settings: gallerySettings.default({
    visibility: 'invite',
    downloads: true,
    photoOrder: 'capture',
    selectionLists: [],
  }),
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
/** The most photos one deletion takes: a selection, not a whole gallery (that is the gallery's own deletion). */
export const MAX_PHOTOS_DELETED_AT_ONCE = 500;
export const deletePhotosArgs = z.object({
  ids: z
    .array(entityId)
    .min(1)
    .max(MAX_PHOTOS_DELETED_AT_ONCE)
    .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
});
export const revokeInviteArgs = z.object({ id: entityId });
