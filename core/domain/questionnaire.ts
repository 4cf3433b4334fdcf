// Questionnaires: the forms a studio builds (templates), and the answers a client gives to the
// copy they were sent. The builder, the mutators and the API check fields with the same schema;
// the API checks each answer against the field it answers (answersSchema).
import { z } from 'zod';
import { entityId } from './ids';
import { documentLanguages } from './invoice';
import { partialUpdate } from './partial-update';
import { fieldKinds, isAnswered, type AnswerValue, type QuestionnaireField } from './questionnaire-answers';

export const MAX_FIELDS = 100;
export const MAX_OPTIONS = 50;
const LONG_ANSWER = 10_000;
const SHORT_ANSWER = 500;

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const questionnaireField = z
  .object({
    id: entityId,
    kind: z.enum(fieldKinds),
    label: text(300).min(1, 'required'),
    help: text(1_000).optional(),
    options: z.array(text(200).min(1, 'required')).max(MAX_OPTIONS, 'tooMany').optional(),
    required: z.boolean(),
  })
  .refine((field) => (field.kind === 'choice' || field.kind === 'multi') === (field.options !== undefined), {
    message: 'options',
    path: ['options'],
  })
  .refine((field) => field.options === undefined || field.options.length > 0, { message: 'options', path: ['options'] })
  .refine((field) => field.options === undefined || new Set(field.options).size === field.options.length, {
    message: 'optionsRepeat',
    path: ['options'],
  });

export const questionnaireFields = z
  .array(questionnaireField)
  .max(MAX_FIELDS, 'tooMany')
  .refine((fields) => new Set(fields.map((field) => field.id)).size === fields.length, 'fieldsRepeat');

/** What a person edits on a template. */
export const questionnaireTemplate = z.object({
  title: text(200).min(1, 'required'),
  language: z.enum(documentLanguages).default('en'),
  intro: text(5_000).default(''),
  fields: questionnaireFields.default([]),
});

export const createQuestionnaireArgs = questionnaireTemplate.extend({ id: entityId, accountId: entityId });
export const updateQuestionnaireArgs = partialUpdate(questionnaireTemplate).extend({ id: entityId });
export const deleteQuestionnaireArgs = z.object({ id: entityId });

/** Sending a template by hand: to whom, and for which session if any. */
export const sendQuestionnaireRequest = z.object({ customerId: entityId, sessionId: z.optional(entityId) });

const isoDate = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'invalidDate');

/** The value one field takes: what its control gives, an option it offers, or blank while unanswered. */
function answerOf(field: QuestionnaireField): z.ZodType<AnswerValue> {
  const options = field.options ?? [];
  switch (field.kind) {
    case 'short':
      return z.string().max(SHORT_ANSWER, 'tooLong');
    case 'long':
      return z.string().max(LONG_ANSWER, 'tooLong');
    case 'choice':
      return z.string().refine((value) => value === '' || options.includes(value), 'notAnOption');
    case 'multi':
      return z
        .array(z.string().refine((value) => options.includes(value), 'notAnOption'))
        .max(options.length)
        .refine((values) => new Set(values).size === values.length, 'notAnOption');
    case 'date':
      return z.union([z.literal(''), isoDate], { error: 'invalidDate' });
    case 'number':
      return z.number('invalidNumber').finite('invalidNumber').min(-1e12, 'invalidNumber').max(1e12, 'invalidNumber');
    case 'yesno':
      return z.boolean('invalid');
  }
}

/**
 * The answers to `fields`: each checked against its field's kind, no answer to a field the form
 * lacks. Saving allows any to be missing; `complete` (sending them) needs every required one.
 */
export function answersSchema(fields: readonly QuestionnaireField[], { complete }: { complete: boolean }) {
  const shape = Object.fromEntries(fields.map((field) => [field.id, answerOf(field).optional()]));
  return z
    .strictObject(shape)
    .superRefine((answers, ctx) => {
      if (!complete) return;
      for (const field of fields) {
        if (field.required && !isAnswered(answers[field.id])) {
          ctx.addIssue({ code: 'custom', message: 'required', path: [field.id] });
        }
      }
    })
    .transform((answers) => answers as Record<string, AnswerValue>);
}
