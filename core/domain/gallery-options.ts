// The choices a gallery offers, apart from gallery.ts's schemas: a client's gallery page reads
// them without loading a validation library's object schemas.

/**
 * A gallery is a draft while the photographer prepares it (only the studio sees it), published
 * when clients may see it, archived when it is kept but no longer shown. Any status may follow
 * any other: unpublishing a gallery sent by mistake must be one click.
 */
export const galleryStatuses = ['draft', 'published', 'archived'] as const;
export type GalleryStatus = (typeof galleryStatuses)[number];

/** public: anyone with the link; invite: only invited clients (and the studio). */
export const galleryVisibilities = ['public', 'invite'] as const;

/** 0 means the gallery never expires. */
export function isExpired(expiresAt: number, now = Date.now()): boolean {
  return expiresAt > 0 && expiresAt <= now;
}
