// One answer to a questionnaire as a person reads it, wherever it is shown: on the session in the
// back office, on the client's page once sent, and in a contract's `{{answers.<id>}}`. Plain
// code, so the client's page can use it within the public pages' budget.
import {
  isAnswered,
  type AnswerValue,
  type Answers,
  type QuestionnaireField,
  type ResponseStatus,
} from './questionnaire-answers';

/** Yes or no in the reader's words: "Yes", "Sí". */
export type YesNoWords = { yes: string; no: string };

/** Yes or no in words, a date written out in `locale`, numbers as `locale` writes them, options listed. */
export function answerText(field: QuestionnaireField, value: AnswerValue, locale: string, words: YesNoWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (field.kind === 'date' && value !== '') {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  }
  return value.trim();
}

export type AnswerKey = `answers.${string}`;

type AnsweredResponse<L extends string> = {
  language: L;
  status: ResponseStatus;
  fields: readonly QuestionnaireField[];
  answers: Answers;
  updatedAt: number;
  id: string;
};

/**
 * A session's answers as merge fields (`answers.<field id>`), each written in the language its
 * questionnaire was sent in. Sent answers win over answers still being typed, and a later
 * questionnaire over an earlier one; one never opened gives none.
 */
export function answerMergeValues<L extends string>(
  responses: readonly AnsweredResponse<L>[],
  wordsIn: (language: L) => YesNoWords,
): Record<AnswerKey, string> {
  const answered = responses
    .filter((response) => response.status !== 'sent')
    .sort(
      (a, b) =>
        Number(a.status === 'submitted') - Number(b.status === 'submitted') ||
        a.updatedAt - b.updatedAt ||
        (a.id < b.id ? -1 : 1),
    );
  const values: Record<AnswerKey, string> = {};
  for (const { language, fields, answers } of answered) {
    for (const field of fields) {
      const value = answers[field.id];
      if (value !== undefined && isAnswered(value)) {
        values[`answers.${field.id}`] = answerText(field, value, language, wordsIn(language));
      }
    }
  }
  return values;
}
