// One answer to a questionnaire as a person reads it, wherever it is shown: on the session in the
// back office, on the client's page once sent, and in a contract's `{{answers.<id>}}`. Plain
// code, so the client's page can use it within the public pages' budget.
import type { AnswerValue, QuestionnaireField } from './questionnaire-answers';

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
