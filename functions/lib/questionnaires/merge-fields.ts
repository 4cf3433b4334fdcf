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

/**
 * The answers given for session `sessionId` of studio `accountId`, by `answers.<field id>`
 * (answerMergeValues says which win).
 */
export async function questionnaireMergeValues(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<Record<AnswerKey, string>> {
  const responses = await sql<
    {
      id: string;
      language: Language;
      status: ResponseStatus;
      fields: QuestionnaireField[];
      answers: Answers;
      updatedAt: number;
    }[]
  >`
    select id, language, status, fields, answers, updated_at::float8 as "updatedAt" from questionnaire_responses
    where account_id = ${accountId} and session_id = ${sessionId}`;
  return answerMergeValues(responses, (language) => words[language].answer);
}
