// What the server writes beside a client's portal it drew, for the page's script: apart from the
// page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { ClientPortal } from '@core/domain/client-portal';
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a portal page's PortalPayload. */
export const PORTAL_PAYLOAD_ID = 'portal-state';

export type PortalPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  language: Language;
  site: PublicSite;
  /** The signed-in client's portal; null when the request carried no live portal session. */
  portal: ClientPortal | null;
  translations: SiteTranslations;
};
