// A session's questionnaire answers as merge fields (`answers.<field id>`), written for reading
// in the language each questionnaire was sent in: what a contract or a mail fills its
// placeholders with. Only the session's own studio's rows are read.
import type postgres from 'postgres';
import { answerMergeValues, type AnswerKey } from '@core/domain/questionnaire-answer-text';
import type { Answers, QuestionnaireField, ResponseStatus } from '@core/domain/questionnaire-answers';
import ca from '@locales/ca/questionnaires.json';
import en from '@locales/en/questionnaires.json';
import es from '@locales/es/questionnaires.json';

type Language = 'en' | 'es' | 'ca';
const words: Record<Language, typeof en> = { en, es, ca };

export type SessionResponse = {
  id: string;
  language: Language;
  status: ResponseStatus;
  fields: QuestionnaireField[];
  answers: Answers;
  updatedAt: number;
};

/**
 * The responses of session `sessionId` of studio `accountId` as one JSON array (SessionResponse
 * each), a column of whatever query reads the rest of what is filled in (lib/contracts/merge-values.ts).
 */
export const sessionResponsesColumn = (
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  sessionId: string | null,
) => sql`
  (select coalesce(json_agg(json_build_object('id', id, 'language', language, 'status', status, 'fields', fields,
                                              'answers', answers, 'updatedAt', updated_at)), '[]')
   from questionnaire_responses where account_id = ${accountId} and session_id = ${sessionId})`;

/** The answers given in `responses`, by `answers.<field id>` (answerMergeValues says which win). */
export const responsesMergeValues = (responses: readonly SessionResponse[]): Record<AnswerKey, string> =>
  answerMergeValues(responses, (language) => words[language].answer);
