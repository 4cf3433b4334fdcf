// A client's portal drawn on the server: what the client has from the studio is in the HTML, so
// it paints as soon as it arrives. The page's script (web/src/entries/site-main.tsx) takes it over
// from the state written beside it, for signing in and out.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/portal-hydrate.tsx).
import { ClientPortalPage } from '@web/src/drawn/client-portal';
import { PORTAL_PAYLOAD_ID, type PortalPayload } from '@web/src/drawn/portal-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the portal drawn into it. */
export function withPortalPage(template: string, payload: PortalPayload, i18n: i18n): string {
  const { slug, home, site, portal } = payload;
  const page = <ClientPortalPage slug={slug} home={home} site={site} portal={portal} />;
  return withDrawnPage(template, { page, i18n, payloadId: PORTAL_PAYLOAD_ID, payload });
}
