// The questionnaire sent to a client that a back-office route names
// (/api/accounts/{id}/questionnaires/{responseId}/…), locked within the caller's studio.
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import { HttpError, type ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';

/** The response's id, once it is found in the studio and locked for the transaction; 404 for any other. */
export async function lockResponseInPath(tx: postgres.TransactionSql, accountId: string, event: ApiEvent) {
  const id = parseInput(event.pathParameters?.responseId, entityId);
  const [response] = await tx`
    select id from questionnaire_responses where account_id = ${accountId} and id = ${id} for update`;
  if (!response) throw new HttpError(404, 'not_found', 'Questionnaire not found');
  return id;
}
