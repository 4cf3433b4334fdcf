// The session-type form's fields as typed, turned into the fields the mutators take and checked
// by the same schema (core/domain/session-type.ts).
import { z } from 'zod';
import type { Row } from '@rocicorp/zero';
import { sessionTypeFields } from '../../../../core/domain/session-type';
import type { schema } from '../../../../core/zero/schema';
import { parseInto } from '../clients/parse-into';
import { parsePriceText, priceText, type MoneyFormat } from '../clients/price-text';

export type SessionType = Row<typeof schema.tables.sessionTypes>;

export function sessionTypeFormSchema(money: MoneyFormat) {
  return z.object({ name: z.string(), price: z.string(), description: z.string() }).transform((form, ctx) => {
    const price = parsePriceText(form.price, money, ctx);
    // The other fields are checked even when the price is unreadable, so every mistake shows at once.
    const fields = parseInto(sessionTypeFields, ctx, { ...form, price: price ?? 0 });
    return price === undefined ? z.NEVER : fields;
  });
}

export type SessionTypeFormInput = z.input<ReturnType<typeof sessionTypeFormSchema>>;

/** A new type's name and price as typed in another form. */
export type SessionTypeDraft = Pick<SessionTypeFormInput, 'name' | 'price'>;

/** What booking needs of a type once saved. */
export type SavedSessionType = Pick<SessionType, 'name' | 'price'>;

/** The form's starting values: a type's own, or a new one's (blank, or as typed elsewhere). */
export function sessionTypeFormValues(
  sessionType: SessionType | undefined,
  money: MoneyFormat,
  draft?: SessionTypeDraft,
): SessionTypeFormInput {
  return {
    name: sessionType?.name ?? draft?.name ?? '',
    price: sessionType ? priceText(sessionType.price, money) : (draft?.price ?? ''),
    description: sessionType?.description ?? '',
  };
}
