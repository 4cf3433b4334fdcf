// The questionnaire a client's link opens on the studio's public address
// (/api/p/{slug}/questionnaires/{token}), and the client's answers to it. An unknown, malformed or
// revoked token, or one of another studio or of another kind of document, answers the same 404,
// so a guess learns nothing.
import type postgres from 'postgres';
import { z } from 'zod';
import { answersSchema } from '@core/domain/questionnaire';
import { getSql } from '../lib/db';
import { HttpError, type ApiEvent } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { clientQuestionnaire } from '../lib/questionnaires/client-questionnaire';
import { linkedDocument } from '../lib/site/linked-document';
import { planSessionSteps } from '../lib/workflow-plans/plan-session-steps';

export const linkedResponse = (sql: postgres.Sql, event: ApiEvent) => linkedDocument(sql, event, 'questionnaire');

/**
 * Stores the answers the request carries, each checked against its field, and answers when:
 * saved so far (`started`, any may be missing) or sent (`submitted`, every required one
 * answered). Nothing changes once they were sent (409 `questionnaire_submitted`).
 */
export async function storeAnswers(event: ApiEvent, status: 'started' | 'submitted'): Promise<number> {
  const sql = getSql();
  const { studio, id } = await linkedResponse(sql, event);
  const body = parseJsonBody(event, z.object({ answers: z.record(z.string().max(64), z.unknown()) })).answers;
  return sql.begin(async (tx) => {
    const questionnaire = (await clientQuestionnaire(tx, studio.id, id, true))!;
    if (questionnaire.status === 'submitted') {
      throw new HttpError(409, 'questionnaire_submitted', 'These answers were sent already');
    }
    const answers = parseInput(body, answersSchema(questionnaire.fields, { complete: status === 'submitted' }));
    const now = Date.now();
    const [saved] = await tx<{ sessionId: string | null }[]>`
      update questionnaire_responses
      set answers = ${tx.json(answers)}, status = ${status}, updated_at = ${now},
          submitted_at = ${status === 'submitted' ? now : null}
      where id = ${id}
      returning session_id as "sessionId"`;
    if (status === 'submitted' && saved?.sessionId) await planSessionSteps(tx, studio.id, saved.sessionId);
    return now;
  });
}
