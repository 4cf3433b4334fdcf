// GET /api/p/{id}/booking?lng= (id: the studio's slug): what a client can book on the studio's
// public page: the studio's name and zone, the session types with an active plan (their price
// written for the reader's language, in the studio's currency), and their open slots over the
// coming weeks. A slot is free or not: nothing says who booked the others.
import { formatMoney, readCurrency } from '@core/domain/currency';
import { bookingLanguages, type BookingLanguage } from '@core/domain/public-booking';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { bookableTypes, bookingStudio, bookingWindow, studioOpenSlots } from './booking-studio';

const languageOf = (value: string | undefined): BookingLanguage =>
  bookingLanguages.find((lng) => lng === value) ?? 'en';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  const lng = languageOf(event.queryStringParameters?.lng);
  // The types, the currency, the plans and the sessions are read at once: one round trip after the studio's.
  const bookable = bookableTypes(sql, studio.id);
  const [types, [currency], slots] = await Promise.all([
    bookable,
    sql<{ value: unknown }[]>`select value from account_settings where account_id = ${studio.id} and key = 'currency'`,
    studioOpenSlots(sql, studio, bookable, bookingWindow()),
  ]);
  const money = readCurrency(currency?.value);
  return json(200, {
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
  });
});
