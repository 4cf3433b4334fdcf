import { z } from 'zod';
import { entityId } from './ids';
import { galleryStatuses } from './gallery-options';
import { partialUpdate } from './partial-update';
import { photoOrders } from './photo-order';
import { packageChanges } from './price-list';
import { selectionListsField, storedField, visibilityField } from './gallery-settings-fields';
import { defaultWatermark, watermarkSettings } from './watermark';

/** What a client may download: web-size renders, the untouched originals, or either. */
export const downloadSizes = ['web', 'original', 'both'] as const;
export type DownloadSize = Exclude<(typeof downloadSizes)[number], 'both'>;
export const MAX_REMINDER_DAYS = 60;
export const DEFAULT_REMINDER_DAYS = 7;
/** Days after a client's first Favourite that an unfinished selection is reminded by default. */
export const DEFAULT_SELECTION_REMINDER_DAYS = 3;

const gallerySettingsShape = {
  visibility: visibilityField,
  downloads: z.boolean().default(true),
  downloadSizes: z.enum(downloadSizes).default('web'),
  /** Digits a client types before any download; null for none. Members see it, to pass it on. */
  downloadPin: z
    .string()
    .regex(/^\d{4,8}$/, 'invalid')
    .nullable()
    .default(null),
  /** Where new uploads go (core/domain/photo-order.ts). */
  photoOrder: z.enum(photoOrders).default('capture'),
  /** The lists clients choose into besides Favourites (core/domain/selection.ts). */
  selectionLists: selectionListsField,
  watermark: watermarkSettings.default(defaultWatermark),
  /** Days before the expiry date that invited clients get a reminder; null: no reminder. */
  expiryReminderDays: z
    .number()
    .int()
    .min(1, 'invalid')
    .max(MAX_REMINDER_DAYS, 'invalid')
    .nullable()
    .default(DEFAULT_REMINDER_DAYS),
  /** Days after a client's first Favourite that they are reminded to finish choosing; null: never. */
  selectionReminderDays: z
    .number()
    .int()
    .min(1, 'invalid')
    .max(MAX_REMINDER_DAYS, 'invalid')
    .nullable()
    .default(DEFAULT_SELECTION_REMINDER_DAYS),
};
const gallerySettings = z.object(gallerySettingsShape);
export type GallerySettings = z.output<typeof gallerySettings>;
export const defaultGallerySettings: GallerySettings = gallerySettings.parse({});

const storedFields = Object.entries(gallerySettingsShape).map(
  ([key, field]) => [key, storedField(key, field)] as const,
);

/** Settings as stored (JSON): each field read on its own, its default when missing or malformed. */
export function readGallerySettings(value: unknown): GallerySettings {
  return Object.fromEntries(storedFields.map(([key, read]) => [key, read(value)])) as GallerySettings;
}

/** The sizes a client may download under these settings; none when downloads are off. */
export function allowedDownloadSizes(settings: GallerySettings): DownloadSize[] {
  if (!settings.downloads) return [];
  return settings.downloadSizes === 'both' ? ['web', 'original'] : [settings.downloadSizes];
}

export const galleryFields = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  description: z.string().max(5000, 'tooLong').default(''),
  expiresAt: z.number().int().min(0).default(0),
  settings: gallerySettings.default(defaultGallerySettings),
});

export const createGalleryArgs = galleryFields.extend({ id: entityId, accountId: entityId });
/**
 * Settings sent with an update are merged into the stored ones: sending only the visibility
 * keeps downloads as they were. The package (a price list, the photos included) is a manager's.
 */
export const updateGalleryArgs = partialUpdate(galleryFields).extend({
  id: entityId,
  status: z.enum(galleryStatuses).optional(),
  settings: partialUpdate(gallerySettings).optional(),
  ...packageChanges,
});
export const setCoverArgs = z.object({ id: entityId, photoId: z.nullable(entityId) });
export const reorderPhotosArgs = z.object({ galleryId: entityId, photoIds: z.array(entityId).min(1).max(10_000) });
export const deletePhotoArgs = z.object({ id: entityId });
/** The most photos one deletion or move takes: a selection, not a whole gallery (that is the gallery's own deletion). */
export const MAX_SELECTED_PHOTOS = 500;
const selectedPhotoIds = z
  .array(entityId)
  .min(1)
  .max(MAX_SELECTED_PHOTOS)
  .refine((ids) => new Set(ids).size === ids.length, 'invalid');
export const deletePhotosArgs = z.object({ ids: selectedPhotoIds });
/** POST /api/galleries/{id}/photos/move: photos of that gallery, into another gallery of its studio. */
export const movePhotosRequest = z.strictObject({ photoIds: selectedPhotoIds, toGalleryId: entityId });
export const revokeInviteArgs = z.object({ id: entityId });
