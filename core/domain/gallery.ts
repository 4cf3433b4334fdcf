// A gallery is a draft until the photographer publishes it; archived galleries are kept but
// no longer shown to clients.
export const galleryStatuses = ['draft', 'published', 'archived'] as const;
export type GalleryStatus = (typeof galleryStatuses)[number];
