// A client's quote or invoice taken over by React from the document its server wrote beside the
// HTML (./site-main.tsx), so its buttons answer the quote or pay an instalment.
import { ClientDocumentPage } from '../drawn/client-document';
import type { DocumentPayload } from '../drawn/document-payload';
import { hydrateProductPage } from '../drawn/hydrate-product-page';

export function hydrateDocument(root: HTMLElement, payload: DocumentPayload) {
  const { slug, home, token, site, document } = payload;
  hydrateProductPage(
    root,
    payload,
    <ClientDocumentPage slug={slug} home={home} token={token} site={site} document={document} />,
  );
}
