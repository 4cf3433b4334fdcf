// What a client can book on a studio's public page: the studio's name and zone, the session types
// with an active plan (their price written for the reader's language, in the studio's currency),
// and their open slots over the coming weeks. A slot is free or not: nothing says who booked the
// others. A type that asks its client to sign and pay to confirm says so, with the deposit's
// amount. Read by GET /api/p/{id}/booking and by the server that draws the booking page.
import type postgres from 'postgres';
import { asksToConfirm, bookingDeposit } from '@core/domain/booking-terms';
import { formatMoney } from '@core/domain/money-format';
import type { BookingLanguage } from '@core/domain/public-booking';
import { studioCurrency } from '../billing/studio-currency';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';
import { bookableTypes, bookingWindow, studioOpenSlots, type BookingStudio } from './booking-studio';

export async function bookingOffer(sql: postgres.Sql, studio: BookingStudio, lng: BookingLanguage) {
  // The types, the currency, the plans and the sessions are read at once: one round trip.
  const bookable = bookableTypes(sql, studio.id);
  const [types, money, invoicing, slots] = await Promise.all([
    bookable,
    studioCurrency(sql, studio.id),
    studioInvoicingSettings(sql, studio.id),
    studioOpenSlots(sql, studio, bookable, bookingWindow()),
  ]);
  return {
    studio: { name: studio.name, slug: studio.slug, timeZone: studio.timeZone },
    types: types.map((type) => {
      const deposit = bookingDeposit(type, invoicing.defaultTaxRateBp);
      return {
        id: type.id,
        name: type.name,
        description: type.description,
        duration: type.duration,
        price: type.price > 0 ? formatMoney(type.price, money, lng) : null,
        color: type.color,
        /** What a booking asks before it is confirmed: a contract to sign, a deposit to pay (written), and whether the contract needs the client's phone. */
        confirm: asksToConfirm(type)
          ? {
              contract: type.contractTemplateId !== null,
              deposit: deposit > 0 ? formatMoney(deposit, money, lng) : null,
              phone: type.needsPhone,
            }
          : null,
      };
    }),
    slots: slots.map(({ sessionTypeId, start, end, location }) => ({ sessionTypeId, start, end, location })),
  };
}
