// The changes the builder makes to a questionnaire's list of questions, as plain data: the whole
// list is what the mutator saves and checks (core/domain/questionnaire.ts).
import type { FieldKind, QuestionnaireField } from '@core/domain/questionnaire-answers';

/** Whether a kind offers options to pick from. */
export const hasOptions = (kind: FieldKind) => kind === 'choice' || kind === 'multi';

/**
 * The first free id for a new question: q1, q2… An id never changes, as the client's answers and
 * contracts' `{{answers.<id>}}` fields are kept by it.
 */
export function newFieldId(fields: readonly QuestionnaireField[]): string {
  const taken = new Set(fields.map((field) => field.id));
  let n = fields.length + 1;
  while (taken.has(`q${n}`)) n++;
  return `q${n}`;
}

/** The list with a new short-text question at its end. */
export const withNewField = (fields: readonly QuestionnaireField[], label: string): QuestionnaireField[] => [
  ...fields,
  { id: newFieldId(fields), kind: 'short', label, required: false },
];

/** The list with the question at `index` moved one place up (-1) or down (1); as it was at an end. */
export function moved(fields: readonly QuestionnaireField[], index: number, by: -1 | 1): QuestionnaireField[] {
  const to = index + by;
  if (to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The question as another kind: a kind with options keeps the ones it had, or starts with
 * `firstOption`; any other drops them.
 */
export function withKind(field: QuestionnaireField, kind: FieldKind, firstOption: string): QuestionnaireField {
  const { options, ...rest } = field;
  if (!hasOptions(kind)) return { ...rest, kind };
  return { ...rest, kind, options: options?.length ? options : [firstOption] };
}

/** Options typed one a line: each trimmed, blank lines left out. */
export const optionsFromText = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
