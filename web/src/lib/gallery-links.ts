/** Where clients see a gallery: the default target of invite links too. */
export function publicGalleryPath(accountSlug: string, galleryId: string): string {
  return `/p/${encodeURIComponent(accountSlug)}/gallery/${encodeURIComponent(galleryId)}`;
}
