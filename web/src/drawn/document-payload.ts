// What the server writes beside a client's quote or invoice it drew, for the page's script: apart
// from the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { ClientInvoice, ClientQuote } from '@core/domain/client-document';
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a document page's DocumentPayload. */
export const DOCUMENT_PAYLOAD_ID = 'document-state';

export type ClientDocument =
  | { kind: 'quote'; quote: ClientQuote }
  /** `qrSvg`: the Veri*Factu QR code the server drew, for a Spanish studio's invoice. */
  | { kind: 'invoice'; invoice: ClientInvoice; qrSvg: string | null };

/** What the server drew the page from, and its words. */
export type DocumentPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  /** The link's token, which the page's buttons answer with. */
  token: string;
  language: Language;
  /** The studio's site, whose frame (theme, menu, languages) the page is drawn in. */
  site: PublicSite;
  document: ClientDocument;
  translations: SiteTranslations;
};
