// A client's quote or invoice drawn on the server: the whole document is in the HTML, so it
// paints as soon as it arrives instead of after the app's code has run and asked for it. The
// page's script (web/src/entries/site-main.tsx) takes it over from the document written beside
// it, for its buttons (accept, decline, pay).
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/document-hydrate.tsx).
import { ClientDocumentPage } from '@web/src/drawn/client-document';
import { DOCUMENT_PAYLOAD_ID, type DocumentPayload } from '@web/src/drawn/document-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the document drawn into it. */
export function withDocumentPage(template: string, payload: DocumentPayload, i18n: i18n): string {
  const { slug, home, token, site, document } = payload;
  const page = <ClientDocumentPage slug={slug} home={home} token={token} site={site} document={document} />;
  return withDrawnPage(template, { page, i18n, payloadId: DOCUMENT_PAYLOAD_ID, payload });
}
