// An invited client's page drawn from the mail's link (functions/site-html/invited-gallery.ts):
// before React takes it over, this device keeps the image token, as the app's invite page keeps
// it, so a bookmark or a new tab opens the gallery again; and the address loses the link's token,
// so it is neither shared, bookmarked nor kept in the history.
import { storeGalleryAccess } from '../features/public-gallery/gallery-access';
import type { GalleryInvite } from './gallery-payload';

export function keepInvite(galleryId: string, { access, address }: GalleryInvite) {
  storeGalleryAccess(galleryId, access);
  window.history.replaceState(window.history.state, '', address);
}
