// What a client can book on a studio's public page: the studio's name and zone, the session types
// with an active plan (their price written for the reader's language, in the studio's currency),
// and their open slots over the coming weeks. A slot is free or not: nothing says who booked the
// others. Read by GET /api/p/{id}/booking and by the server that draws the booking page.
import type postgres from 'postgres';
import { formatMoney } from '@core/domain/money-format';
import type { BookingLanguage } from '@core/domain/public-booking';
import { studioCurrency } from '../billing/studio-currency';
import { bookableTypes, bookingWindow, studioOpenSlots, type BookingStudio } from './booking-studio';

export async function bookingOffer(sql: postgres.Sql, studio: BookingStudio, lng: BookingLanguage) {
  // The types, the currency, the plans and the sessions are read at once: one round trip.
  const bookable = bookableTypes(sql, studio.id);
  const [types, money, slots] = await Promise.all([
    bookable,
    studioCurrency(sql, studio.id),
    studioOpenSlots(sql, studio, bookable, bookingWindow()),
  ]);
  return {
    studio: { name: studio.name, slug: studio.slug, timeZone: studio.timeZone },
    types: types.map(({ id, name, description, duration, price, color }) => ({
      id,
      name,
      description,
      duration,
      price: price > 0 ? formatMoney(price, money, lng) : null,
      color,
    })),
    slots: slots.map(({ sessionTypeId, start, end, location }) => ({ sessionTypeId, start, end, location })),
  };
}
