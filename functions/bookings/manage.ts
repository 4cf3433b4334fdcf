// GET /api/p/{id}/bookings/{token}?lng= (id: the studio's slug): the booking a client's link
// opens, whether it can still be changed online, and the open times it could move to.
import { sessionTypeNamed } from '@core/domain/session-type-name';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { bookableTypes, bookingStudio, bookingWindow, studioOpenSlots } from '../lib/booking/booking-studio';
import { heldBooking } from '../lib/booking/held-booking';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  const booking = await heldBooking(sql, studio, event.pathParameters?.token);
  const now = Date.now();
  const changeable = now <= booking.changeableUntil;
  // Moving needs the type still on offer: one of the studio's types with an active plan.
  const type = changeable ? sessionTypeNamed(await bookableTypes(sql, studio.id), booking.type) : undefined;
  const slots = type ? await studioOpenSlots(sql, studio, [type], bookingWindow(now), booking.sessionId) : [];
  return json(200, {
    studio: { name: studio.name, slug: studio.slug, timeZone: studio.timeZone },
    booking: {
      start: booking.start,
      end: booking.end,
      type: booking.type,
      location: booking.location,
      name: booking.customer.name,
    },
    changeableUntil: booking.changeableUntil,
    changeable,
    slots: slots
      .filter((slot) => slot.start !== booking.start)
      .map(({ sessionTypeId, start, end, location }) => ({ sessionTypeId, start, end, location })),
  });
});
