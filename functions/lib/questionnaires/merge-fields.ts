// A session's questionnaire answers as merge fields (`answers.<field id>`), written for reading
// in the language each questionnaire was sent in: what a contract or a mail fills its
// placeholders with. Only the session's own studio's rows are read.
import type postgres from 'postgres';
import type { Answers, QuestionnaireField } from '@core/domain/questionnaire-answers';
import { isAnswered } from '@core/domain/questionnaire-answers';
import { answerText } from '@core/domain/questionnaire-answer-text';
import ca from '@locales/ca/questionnaires.json';
import en from '@locales/en/questionnaires.json';
import es from '@locales/es/questionnaires.json';

type Language = 'en' | 'es' | 'ca';
type AnswerKey = `answers.${string}`;
const words: Record<Language, typeof en> = { en, es, ca };

/**
 * The answers given for session `sessionId` of studio `accountId`, by `answers.<field id>`. Sent
 * answers win over answers still being typed, and a later questionnaire over an earlier one.
 */
export async function questionnaireMergeValues(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<Record<AnswerKey, string>> {
  const responses = await sql<{ language: Language; fields: QuestionnaireField[]; answers: Answers }[]>`
    select language, fields, answers from questionnaire_responses
    where account_id = ${accountId} and session_id = ${sessionId} and status <> 'sent'
    order by status = 'submitted', updated_at, id`;
  const values: Record<AnswerKey, string> = {};
  for (const { language, fields, answers } of responses) {
    for (const field of fields) {
      const value = answers[field.id];
      if (value !== undefined && isAnswered(value))
        values[`answers.${field.id}`] = answerText(field, value, language, words[language].answer);
    }
  }
  return values;
}
