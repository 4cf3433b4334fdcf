// The session form's fields as a person types them (text), turned into the session fields the
// mutators take and checked by the same schema (core/domain/session.ts): the rules that hold
// on the server are the rules the form shows.
import { z } from 'zod';
import type { Currency } from '@core/domain/currency';
import { sessionFields } from '@core/domain/session';
import { DEFAULT_DURATION } from '@core/domain/session-slots';
import { fromDateTimeInput, toDateInput, toTimeInput } from '@core/domain/studio-time';
import type { Session } from './booking';
import { parseInto } from '../../lib/parse-into';
import { parsePriceText, priceText } from '../../lib/price-text';

export type SessionFormContext = { timeZone: string; currency: Currency; locale: string };

export function sessionFormSchema({ timeZone, ...money }: SessionFormContext) {
  return z
    .object({
      customerId: z.string().min(1, 'customerRequired'),
      date: z.string(),
      time: z.string(),
      duration: z.string(),
      type: z.string(),
      locationId: z.string(),
      location: z.string(),
      price: z.string(),
      galleryId: z.string(),
      notes: z.string(),
    })
    .transform((form, ctx) => {
      const date = fromDateTimeInput(form.date, form.time, timeZone);
      if (date === undefined) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: form.date === '' ? 'dateRequired' : 'invalid' });
      }
      const price = parsePriceText(form.price, money, ctx);
      if (date === undefined || price === undefined) return z.NEVER;
      return parseInto(sessionFields, ctx, {
        customerId: form.customerId,
        date,
        duration: Number(form.duration),
        type: form.type,
        locationId: form.locationId || null,
        location: form.locationId ? '' : form.location,
        price,
        galleryId: form.galleryId || null,
        notes: form.notes,
      });
    });
}

export type SessionFormInput = z.input<ReturnType<typeof sessionFormSchema>>;
export type SessionFormOutput = z.output<ReturnType<typeof sessionFormSchema>>;

/** An open time of a booking plan, booked with its type's length, price and the plan's place. */
export type SlotBooking = {
  start: number;
  duration: number;
  type: string;
  price: number;
  location: string;
  /** The plan's saved location: chosen in the form, as a session booked by hand would. */
  locationId?: string | undefined;
};

/**
 * The form's starting values: a session's own, or a new one's (at an open time, at 10:00 on
 * `day`, or tomorrow).
 */
export function sessionFormValues(
  session: Session | undefined,
  context: SessionFormContext & {
    customerId: string;
    now: number;
    day?: number | undefined;
    slot?: SlotBooking | undefined;
  },
): SessionFormInput {
  const { slot } = context;
  const date = session?.date ?? slot?.start ?? context.day ?? context.now + 24 * 60 * 60 * 1000;
  const locationId = (session ? session.locationId : slot?.locationId) ?? '';
  return {
    customerId: session?.customerId ?? context.customerId,
    date: toDateInput(date, context.timeZone),
    time: session || slot ? toTimeInput(date, context.timeZone) : '10:00',
    duration: String(session?.duration ?? slot?.duration ?? DEFAULT_DURATION),
    type: session?.type ?? slot?.type ?? '',
    locationId,
    location: locationId ? '' : (session?.location ?? slot?.location ?? ''),
    price: priceText(session?.price ?? slot?.price ?? 0, context),
    galleryId: session?.galleryId ?? '',
    notes: session?.notes ?? '',
  };
}
