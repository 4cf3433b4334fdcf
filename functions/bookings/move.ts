// POST /api/p/{id}/bookings/{token}/move {start, language?}: the client moves their booking to
// another open time of its type before the studio's cut-off. The new time is taken as a new
// booking is (under the studio's lock, checked inside the transaction); the old link stops and
// a new one is mailed with the updated calendar file.
import { z } from 'zod/mini';
import { bookingLanguages, moveBookingRequest } from '@core/domain/public-booking';
import { sessionTypeNamed } from '@core/domain/session-type-name';
import { getSql } from '../lib/db';
import { planSessionSteps } from '../lib/workflow-plans/plan-session-steps';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBookingChange } from './booking-messages';
import { lockStudioBookings, openSlotAt } from './booking-slot';
import { studioOwner } from '../lib/site/public-studio';
import { bookableTypes, bookingStudio } from '../lib/booking/booking-studio';
import { addBookingLink, assertChangeable, heldBooking, retireLinks } from '../lib/booking/held-booking';

const moveRequest = z.extend(moveBookingRequest, { language: z._default(z.enum(bookingLanguages), 'en') });

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  const request = parseJsonBody(event, moveRequest);
  const types = await bookableTypes(sql, studio.id);
  const moved = await sql.begin(async (tx) => {
    await lockStudioBookings(tx, studio.id);
    const held = await heldBooking(tx, studio, event.pathParameters?.token, { lock: true });
    assertChangeable(held);
    const type = sessionTypeNamed(types, held.type);
    if (!type) throw new HttpError(409, 'booking_closed', 'This session type is no longer booked online');
    const slot = await openSlotAt(tx, studio, type, request.start, held.sessionId);
    await tx`update sessions set date = ${slot.start}, location = ${slot.location}, location_id = ${slot.locationId ?? null},
               updated_at = private.now_ms()
             where id = ${held.sessionId}`;
    await retireLinks(tx, held.sessionId);
    await planSessionSteps(tx, studio.id, held.sessionId);
    return { held, slot, token: await addBookingLink(tx, studio.id, held.sessionId) };
  });
  const { held, slot, token } = moved;
  const owner = await studioOwner(sql, studio.id);
  const session = {
    studio: studio.name,
    timeZone: studio.timeZone,
    type: held.type,
    start: slot.start,
    location: slot.location,
    customer: held.customer,
  };
  await mailBookingChange(event, {
    change: 'moved',
    studio,
    sessionId: held.sessionId,
    session,
    end: slot.start + (held.end - held.start),
    lng: request.language,
    token,
    sequence: held.changes + 1,
    ownerEmail: owner.email,
  });
  return json(200, {
    booking: { start: slot.start, end: slot.start + (held.end - held.start), type: held.type, location: slot.location },
  });
});
