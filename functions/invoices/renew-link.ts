// POST /api/accounts/{id}/document-links {kind, documentId}: revokes the client links of a sent
// quote or an issued invoice and answers a new one (a link sent to the wrong address, say).
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { createDocumentLink, revokeDocumentLinks } from '../lib/client-links';
import { accountInPath } from '../lib/membership';
import { clientLinkPath } from './document-path';
import { documentLinkRequest, lockLinkedDocument } from './linked-document';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const { kind, documentId } = parseJsonBody(event, documentLinkRequest);
  const token = await sql.begin(async (tx) => {
    await lockLinkedDocument(tx, accountId, kind, documentId);
    await revokeDocumentLinks(tx, accountId, { kind, id: documentId });
    return createDocumentLink(tx, accountId, { kind, id: documentId });
  });
  return json(200, { linkPath: await clientLinkPath(sql, accountId, kind, token) });
});
