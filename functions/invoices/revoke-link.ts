// POST /api/accounts/{id}/document-links/revoke {kind, documentId}: every client link of the
// document stops working at once; the studio can make a new one (renew-link.ts).
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { revokeDocumentLinks } from '../lib/client-links';
import { accountInPath } from '../lib/membership';
import { documentLinkRequest, lockLinkedDocument } from './linked-document';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const { kind, documentId } = parseJsonBody(event, documentLinkRequest);
  const revoked = await sql.begin(async (tx) => {
    await lockLinkedDocument(tx, accountId, kind, documentId);
    return revokeDocumentLinks(tx, accountId, { kind, id: documentId });
  });
  return json(200, { revoked });
});
