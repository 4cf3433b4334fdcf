// POST /api/accounts/{id}/questionnaires/{responseId}/link: revokes the client's links to a
// questionnaire they were sent and answers a new one (a link sent to the wrong address, say).
// A sent one still opens, to show the answers as they were sent.
import { needs } from '@core/domain/roles';
import { renewDocumentLink } from '../lib/client-links';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { lockResponseInPath } from './response-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const path = await sql.begin(async (tx) =>
    renewDocumentLink(tx, accountId, { kind: 'questionnaire', id: await lockResponseInPath(tx, accountId, event) }),
  );
  return json(200, { path });
});
