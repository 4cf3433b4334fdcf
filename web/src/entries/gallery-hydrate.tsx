// A public gallery's page taken over by React from the gallery its server wrote beside the HTML
// (./site-main.tsx), so a client can open, favourite and download its photos.
import { GalleryDocument } from '../drawn/gallery-document';
import type { GalleryPayload } from '../drawn/gallery-payload';
import { hydrateProductPage } from '../drawn/hydrate-product-page';
import { keepInvite } from '../drawn/keep-invite';
import { openInLanguage } from '../drawn/open-in-language';

export function hydrateGallery(root: HTMLElement, payload: GalleryPayload) {
  const { slug, home, data, invite } = payload;
  if (invite) keepInvite(data.gallery.id, invite);
  hydrateProductPage(
    root,
    payload,
    <GalleryDocument slug={slug} home={home} data={data} onLanguage={openInLanguage} />,
  );
}
