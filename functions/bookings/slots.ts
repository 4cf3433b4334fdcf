// GET /api/p/{id}/booking?lng= (id: the studio's slug): the studio's offer (functions/lib/booking/booking-offer.ts).
import { bookingLanguages, type BookingLanguage } from '@core/domain/public-booking';
import { bookingOffer } from '../lib/booking/booking-offer';
import { bookingStudio } from '../lib/booking/booking-studio';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';

const languageOf = (value: string | undefined): BookingLanguage =>
  bookingLanguages.find((lng) => lng === value) ?? 'en';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  return json(200, await bookingOffer(sql, studio, languageOf(event.queryStringParameters?.lng)));
});
