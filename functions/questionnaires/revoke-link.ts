// DELETE /api/accounts/{id}/questionnaires/{responseId}/link: every client link to the
// questionnaire stops working at once; the studio can make a new one (renew-link.ts).
import { needs } from '@core/domain/roles';
import { revokeDocumentLinks } from '../lib/client-links';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { lockResponseInPath } from './response-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const revoked = await sql.begin(async (tx) =>
    revokeDocumentLinks(tx, accountId, { kind: 'questionnaire', id: await lockResponseInPath(tx, accountId, event) }),
  );
  return json(200, { revoked });
});
