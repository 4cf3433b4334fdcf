// A session's questionnaire answers as merge fields (`answers.<field id>`), written for reading
// in the language each questionnaire was sent in: what a contract or a mail fills its
// placeholders with. Only the session's own studio's rows are read.
import type postgres from 'postgres';
import type { AnswerValue, Answers, QuestionnaireField } from '@core/domain/questionnaire-answers';
import { isAnswered } from '@core/domain/questionnaire-answers';
import ca from '@locales/ca/questionnaires.json';
import en from '@locales/en/questionnaires.json';
import es from '@locales/es/questionnaires.json';

type Language = 'en' | 'es' | 'ca';
const words: Record<Language, typeof en> = { en, es, ca };

/** One answer as a person reads it: yes or no in words, a date written out, options listed. */
export function answerText(field: QuestionnaireField, value: AnswerValue, lng: Language): string {
  if (typeof value === 'boolean') return value ? words[lng].answer.yes : words[lng].answer.no;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return new Intl.NumberFormat(lng).format(value);
  if (field.kind === 'date' && value !== '') {
    return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  }
  return value.trim();
}

/**
 * The answers given for session `sessionId` of studio `accountId`, by `answers.<field id>`. Sent
 * answers win over answers still being typed, and a later questionnaire over an earlier one.
 */
export async function questionnaireMergeValues(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<Record<string, string>> {
  const responses = await sql<{ language: Language; fields: QuestionnaireField[]; answers: Answers }[]>`
    select language, fields, answers from questionnaire_responses
    where account_id = ${accountId} and session_id = ${sessionId} and status <> 'sent'
    order by status = 'submitted', updated_at, id`;
  const values: Record<string, string> = {};
  for (const { language, fields, answers } of responses) {
    for (const field of fields) {
      const value = answers[field.id];
      if (value !== undefined && isAnswered(value)) values[`answers.${field.id}`] = answerText(field, value, language);
    }
  }
  return values;
}
