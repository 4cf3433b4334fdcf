// The session-type form's fields as typed, turned into the fields the mutators take and checked
// by the same schema (core/domain/session-type.ts).
import { z } from 'zod';
import type { Row } from '@rocicorp/zero';
import { DEFAULT_DURATION } from '@core/domain/session-slots';
import { includedPhotos as includedPhotosSchema } from '@core/domain/price-list';
import { DEFAULT_SESSION_TYPE_COLOR, sessionTypeFields } from '@core/domain/session-type';
import type { schema } from '@core/zero/schema';
import { parseInto } from '../../lib/parse-into';
import { parsePriceText, priceText, type MoneyFormat } from '../../lib/price-text';
import { bookingTermsTyped, bookingTermsValues, parseBookingTerms } from './session-type-terms';

export type SessionType = Row<typeof schema.tables.sessionTypes>;

export function sessionTypeFormSchema(money: MoneyFormat) {
  const typed = z.object({
    name: z.string(),
    price: z.string(),
    duration: z.string(),
    description: z.string(),
    publicDescription: z.string(),
    maxClients: z.string(),
    color: z.string(),
    ...bookingTermsTyped,
    /** A questionnaire's id, or '' for none. */
    questionnaireId: z.string(),
    /** A workflow's id, or '' for none. */
    workflowId: z.string(),
    /** The package a gallery made for a session of the type starts with: a price list's id or '', and a number or ''. */
    priceListId: z.string(),
    includedPhotos: z.string(),
  });
  return typed.transform((form, ctx) => {
    const price = parsePriceText(form.price, money, ctx);
    // The other fields are checked even when the price is unreadable, so every mistake shows at once.
    const fields = parseInto(sessionTypeFields, ctx, {
      ...form,
      price: price ?? 0,
      duration: Number(form.duration),
      maxClients: Number(form.maxClients),
    });
    const terms = parseBookingTerms(form, ctx);
    const included = form.includedPhotos.trim() === '' ? null : Number(form.includedPhotos);
    const { includedPhotos } = parseInto(z.object({ includedPhotos: includedPhotosSchema.nullable() }), ctx, {
      includedPhotos: included,
    });
    return price === undefined || terms === undefined
      ? z.NEVER
      : {
          ...fields,
          ...terms,
          questionnaireId: form.questionnaireId || null,
          workflowId: form.workflowId || null,
          priceListId: form.priceListId || null,
          includedPhotos,
        };
  });
}

export type SessionTypeFormInput = z.input<ReturnType<typeof sessionTypeFormSchema>>;
export type SessionTypeFormOutput = z.output<ReturnType<typeof sessionTypeFormSchema>>;

/** A new type's name, price and duration as filled in on another form. */
export type SessionTypeDraft = Pick<SessionTypeFormInput, 'name' | 'price' | 'duration'>;

/** What booking needs of a type once saved. */
export type SavedSessionType = Pick<SessionType, 'name' | 'price' | 'duration'>;

/** The form's starting values: a type's own, or a new one's (blank, or as typed elsewhere). */
export function sessionTypeFormValues(
  sessionType: SessionType | undefined,
  money: MoneyFormat,
  draft?: SessionTypeDraft,
): SessionTypeFormInput {
  return {
    name: sessionType?.name ?? draft?.name ?? '',
    price: sessionType ? priceText(sessionType.price, money) : (draft?.price ?? ''),
    duration: sessionType ? String(sessionType.duration) : (draft?.duration ?? String(DEFAULT_DURATION)),
    description: sessionType?.description ?? '',
    publicDescription: sessionType?.publicDescription ?? '',
    maxClients: String(sessionType?.maxClients ?? 1),
    color: sessionType?.color ?? DEFAULT_SESSION_TYPE_COLOR,
    ...bookingTermsValues(sessionType),
    questionnaireId: sessionType?.questionnaireId ?? '',
    workflowId: sessionType?.workflowId ?? '',
    priceListId: sessionType?.priceListId ?? '',
    includedPhotos: sessionType?.includedPhotos ? String(sessionType.includedPhotos) : '',
  };
}
