// POST /api/p/{id}/bookings/{token}/cancel {language?}: the client cancels their booking before
// the studio's cut-off. The session stays, cancelled, with its history; every link to it stops.
import { z } from 'zod/mini';
import { bookingLanguages } from '@core/domain/public-booking';
import { getSql } from '../lib/db';
import { planSessionSteps } from '../lib/workflow-plans/plan-session-steps';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBookingChange } from './booking-messages';
import { lockStudioBookings } from './booking-slot';
import { studioOwner } from '../lib/site/public-studio';
import { bookingStudio } from '../lib/booking/booking-studio';
import { assertChangeable, heldBooking, retireLinks } from '../lib/booking/held-booking';

const cancelRequest = z.object({ language: z._default(z.enum(bookingLanguages), 'en') });

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  const { language } = parseJsonBody(event, cancelRequest);
  const booking = await sql.begin(async (tx) => {
    await lockStudioBookings(tx, studio.id);
    const held = await heldBooking(tx, studio, event.pathParameters?.token, { lock: true });
    assertChangeable(held);
    await tx`update sessions set status = 'cancelled', updated_at = private.now_ms() where id = ${held.sessionId}`;
    await retireLinks(tx, held.sessionId);
    await planSessionSteps(tx, studio.id, held.sessionId);
    return held;
  });
  const owner = await studioOwner(sql, studio.id);
  await mailBookingChange(event, {
    change: 'cancelled',
    studio,
    sessionId: booking.sessionId,
    session: { studio: studio.name, timeZone: studio.timeZone, ...booking },
    end: booking.end,
    lng: language,
    sequence: booking.changes + 1,
    ownerEmail: owner.email,
  });
  return json(200, { booking: { start: booking.start, end: booking.end, type: booking.type, status: 'cancelled' } });
});
