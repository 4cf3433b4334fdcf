// A gallery's page drawn on the server (a public one, or an invited client's from the mail's
// link, ./invited-gallery.ts): its cover and name are in the HTML, so the
// cover, the page's largest paint, is asked for as soon as the HTML arrives instead of after the
// app's code has run and asked for the gallery. The page's script (web/src/entries/site-main.tsx) takes
// it over from the gallery written beside it.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/gallery-hydrate.tsx).
import { GalleryDocument } from '@web/src/drawn/gallery-document';
import { GALLERY_PAYLOAD_ID, type GalleryPayload } from '@web/src/drawn/gallery-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the gallery's page drawn into it. */
export function withGalleryPage(template: string, payload: GalleryPayload, i18n: i18n): string {
  const { slug, home, data } = payload;
  const page = <GalleryDocument slug={slug} home={home} data={data} />;
  return withDrawnPage(template, { page, i18n, payloadId: GALLERY_PAYLOAD_ID, payload });
}
