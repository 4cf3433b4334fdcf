// POST /api/p/{id}/bookings (id: the studio's slug): a client books an open slot. The slot is
// checked again inside the transaction that books it, under a lock on the studio's bookings,
// so of two clients taking the last place at the same instant exactly one wins; the other is
// told it was just taken, with the next free slots of the type. The customer is matched by
// e-mail or created; the session starts `scheduled`. Mails go out once it is committed.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { publicBookingRequest } from '@core/domain/public-booking';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { limitBookingAttempts } from './attempt-limit';
import type { BookedSession } from './booking-mail';
import { mailBookingChange, newBookingLink } from './booking-messages';
import { lockStudioBookings, openSlotAt } from './booking-slot';
import { bookableTypes, bookingStudio, studioOwner, type BookingStudio } from './booking-studio';

async function customerFor(
  tx: postgres.TransactionSql,
  studio: BookingStudio,
  authorId: string,
  contact: BookedSession['customer'],
): Promise<string> {
  const [known] = await tx<{ id: string }[]>`
    select id from customers where account_id = ${studio.id} and lower(email) = ${contact.email}
    order by created_at, id limit 1`;
  if (known) return known.id;
  const id = newId();
  await tx`insert into customers (id, account_id, author_id, name, email, phone)
           values (${id}, ${studio.id}, ${authorId}, ${contact.name}, ${contact.email}, ${contact.phone})`;
  return id;
}

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  const request = parseJsonBody(event, publicBookingRequest);
  await limitBookingAttempts(sql, { address: callerAddress(event), email: request.email });
  const type = (await bookableTypes(sql, studio.id)).find((candidate) => candidate.id === request.sessionTypeId);
  if (!type) throw new HttpError(404, 'not_found', 'No such session type on offer');
  const owner = await studioOwner(sql, studio.id);
  const { token, hash } = newBookingLink();
  const customer = { name: request.name, email: request.email, phone: request.phone, note: request.note };

  const booked = await sql.begin(async (tx) => {
    await lockStudioBookings(tx, studio.id);
    const slot = await openSlotAt(tx, studio, type, request.start);
    const customerId = await customerFor(tx, studio, owner.userId, customer);
    const sessionId = newId();
    await tx`
      insert into sessions (id, account_id, author_id, customer_id, date, duration, type, location, notes, status, price)
      values (${sessionId}, ${studio.id}, ${owner.userId}, ${customerId}, ${slot.start}, ${type.duration}, ${type.name},
              ${slot.location}, ${request.note}, 'scheduled', ${type.price})`;
    await tx`insert into private.booking_links (token_hash, session_id, account_id) values (${hash}, ${sessionId}, ${studio.id})`;
    return { sessionId, slot };
  });

  const { slot } = booked;
  const session = {
    studio: studio.name,
    timeZone: studio.timeZone,
    type: type.name,
    start: slot.start,
    location: slot.location,
    customer,
  };
  await mailBookingChange(event, {
    change: 'booked',
    studio,
    sessionId: booked.sessionId,
    session,
    end: slot.end,
    lng: request.language,
    token,
    sequence: 0,
    ownerEmail: owner.email,
  });
  return json(201, { booking: { start: slot.start, end: slot.end, type: type.name, location: slot.location } });
});
