// Clients booking a studio's open slots on its public page (/p/{slug}/book). The same schema
// checks the page's form and POST /api/p/{slug}/bookings. zod/mini, as the public pages load it.
import { z } from 'zod/mini';

/** How far ahead the public page offers slots. */
export const BOOKING_WEEKS_AHEAD = 8;

/** Why a start is not an open slot (`slotRefusal` in availability.ts), each its own error code. */
export const slotRefusals = [
  'slot_in_past',
  'slot_too_far_ahead',
  'slot_day_closed',
  'slot_outside_hours',
  'slot_off_grid',
  'slot_taken',
] as const;
export type SlotRefusal = (typeof slotRefusals)[number];

/** Hours before a session when its client can no longer cancel or move it online, unless the studio says otherwise. */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;

/** Languages the booking mails are written in. */
export const bookingLanguages = ['en', 'es', 'ca'] as const;
export type BookingLanguage = (typeof bookingLanguages)[number];

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));

/** Who books: what the photographer needs to reach them. */
export const bookingContact = z.object({
  name: text(200).check(z.minLength(1, 'required')),
  email: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(320, 'tooLong'),
    z.refine((value) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value), 'email'),
  ),
  phone: text(50),
  note: text(2000),
});
export type BookingContact = z.output<typeof bookingContact>;

const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const instant = z.number().check(z.int(), z.minimum(0), z.maximum(8.64e15));

export const publicBookingRequest = z.extend(bookingContact, {
  sessionTypeId: id,
  start: instant,
  language: z._default(z.enum(bookingLanguages), 'en'),
});

export const moveBookingRequest = z.object({ start: instant });
