import { z } from 'zod/mini';
import type { BookingLanguage } from '@core/domain/public-booking';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const slotSchema = z.object({ sessionTypeId: z.string(), start: z.number(), end: z.number(), location: z.string() });
export type BookingSlot = z.output<typeof slotSchema>;

const offerSchema = z.object({
  studio: z.object({ name: z.string(), slug: z.string(), timeZone: z.string() }),
  types: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      duration: z.number(),
      /** Written in the reader's language and the studio's currency; null when the studio set none. */
      price: z.nullable(z.string()),
      color: z.string(),
      /** What a booking asks before it is confirmed: a contract to sign, a deposit (written) to pay; `phone`: the contract names the client's phone. */
      confirm: z.nullable(z.object({ contract: z.boolean(), deposit: z.nullable(z.string()), phone: z.boolean() })),
    }),
  ),
  slots: z.array(slotSchema),
});
export type BookingOffer = z.output<typeof offerSchema>;
export type BookableType = BookingOffer['types'][number];

const bookedSchema = z.object({
  booking: z.object({ start: z.number(), end: z.number(), type: z.string(), location: z.string() }),
  /** A booking held for its client to sign and pay: the page that confirms it. */
  proposalPath: z.optional(z.string()),
});
export type Booked = z.output<typeof bookedSchema>['booking'] & { proposalPath?: string | undefined };

/** What a slot just taken comes back with: the next free ones of its type. */
const takenDetails = z.object({ next: z.array(slotSchema) });

const api = createApiClient();
/** The studio's offer again (the server drew the page with the first): after a time was just taken, or to retry. */
export function fetchBookingOffer(slug: string, lng: BookingLanguage): Promise<BookingOffer> {
  return api.get(`${studioApiPath(slug)}/booking?lng=${lng}`, offerSchema);
}

export async function bookSlot(slug: string, request: Record<string, unknown>): Promise<Booked> {
  const { booking, proposalPath } = await api.post(`${studioApiPath(slug)}/bookings`, request, bookedSchema);
  return { ...booking, proposalPath };
}

/** The next free slots a "just taken" answer names, if it names any. */
export function nextFreeSlots(details: unknown): BookingSlot[] {
  const parsed = z.safeParse(takenDetails, details);
  return parsed.success ? parsed.data.next : [];
}

const heldSchema = z.object({
  studio: z.object({ name: z.string(), slug: z.string(), timeZone: z.string() }),
  booking: z.object({ start: z.number(), end: z.number(), type: z.string(), location: z.string(), name: z.string() }),
  changeableUntil: z.number(),
  changeable: z.boolean(),
  slots: z.array(slotSchema),
});
export type HeldBooking = z.output<typeof heldSchema>;

const changedSchema = z.object({ booking: z.object({ start: z.number(), end: z.number(), type: z.string() }) });

const bookingPath = (slug: string, token: string) => `${studioApiPath(slug)}/bookings/${encodeURIComponent(token)}`;

/** The booking a mail's link opens. */
export function fetchHeldBooking(slug: string, token: string): Promise<HeldBooking> {
  return api.get(bookingPath(slug, token), heldSchema);
}

export function cancelBooking(slug: string, token: string, language: BookingLanguage) {
  return api.post(`${bookingPath(slug, token)}/cancel`, { language }, changedSchema);
}

export function moveBooking(slug: string, token: string, start: number, language: BookingLanguage) {
  return api.post(`${bookingPath(slug, token)}/move`, { start, language }, changedSchema);
}
