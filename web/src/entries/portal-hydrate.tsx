// A client's portal taken over by React from what its server wrote beside the HTML
// (./site-main.tsx), for signing in and out.
import { ClientPortalPage } from '../drawn/client-portal';
import { hydrateProductPage } from '../drawn/hydrate-product-page';
import type { PortalPayload } from '../drawn/portal-payload';

export function hydratePortal(root: HTMLElement, payload: PortalPayload) {
  const { slug, home, site, portal } = payload;
  hydrateProductPage(root, payload, <ClientPortalPage slug={slug} home={home} site={site} portal={portal} />);
}
