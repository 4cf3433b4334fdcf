// A questionnaire's fields and a client's answers as plain data, without a schema library: the
// client's page reads these and stays within the public pages' budget. The schemas that check
// them are in questionnaire.ts.

export const fieldKinds = ['short', 'long', 'choice', 'multi', 'date', 'number', 'yesno'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export type QuestionnaireField = {
  id: string;
  kind: FieldKind;
  label: string;
  help?: string | undefined;
  /** The choices of a `choice` or `multi` field. */
  options?: string[] | undefined;
  required: boolean;
};

/** Text for short and long, one option for choice, options for multi, 'YYYY-MM-DD', a number, yes or no. */
export type AnswerValue = string | string[] | number | boolean;
export type Answers = Record<string, AnswerValue>;

export const responseStatuses = ['sent', 'started', 'submitted'] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

/** Whether `value` answers the field: blank text and no option chosen do not. */
export function isAnswered(value: AnswerValue | null | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The required fields `answers` leaves unanswered, in the form's order. */
export const missingAnswers = (fields: readonly QuestionnaireField[], answers: Answers): QuestionnaireField[] =>
  fields.filter((field) => field.required && !isAnswered(answers[field.id]));

/** A questionnaire as its client's page shows it: the form as sent, the answers so far, and whether they were sent. */
export type ClientQuestionnaire = {
  title: string;
  intro: string;
  language: 'en' | 'es' | 'ca';
  fields: QuestionnaireField[];
  answers: Answers;
  status: ResponseStatus;
  submittedAt: number | null;
};
