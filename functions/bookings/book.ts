// POST /api/p/{id}/bookings (id: the studio's slug): a client books an open slot. The slot is
// checked again inside the transaction that books it, under a lock on the studio's bookings,
// so of two clients taking the last place at the same instant exactly one wins; the other is
// told it was just taken, with the next free slots of the type. The customer is matched by
// e-mail or created; the session's row comes from newSession, as the back office's does. Mails
// go out once it is committed, with the type's questionnaire if it has one. A type that asks its
// client to sign and pay to confirm holds the slot instead (lib/proposals/booking-proposal.ts): the
// answer carries the proposal's page, and the client's one mail is the proposal's.
import { newId } from '@core/domain/ids';
import { publicBookingRequest } from '@core/domain/public-booking';
import { newSession } from '@core/domain/session';
import { getSql } from '../lib/db';
import { planSessionSteps } from '../lib/workflow-plans/plan-session-steps';
import { defineHandler } from '../lib/handler';
import { callerAddress, HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { limitAttempts } from '../lib/attempt-limit';
import { studioOwner } from '../lib/site/public-studio';
import { studioCustomer } from '../lib/site/studio-customer';
import { asksToConfirm } from '@core/domain/booking-terms';
import { mailBookingChange, mailBookingNotice } from './booking-messages';
import { lockStudioBookings, openSlotAt } from './booking-slot';
import { bookableTypes, bookingStudio } from '../lib/booking/booking-studio';
import { addBookingLink } from '../lib/booking/held-booking';
import { sendBookingQuestionnaire } from '../lib/questionnaires/send-questionnaire';
import { proposeBooking } from '../lib/proposals/booking-proposal';
import { mailProposal } from '../lib/proposals/proposal-mails';
import { proposalLinkPath } from '../lib/proposals/proposals';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await bookingStudio(sql, event.pathParameters?.id);
  const request = parseJsonBody(event, publicBookingRequest);
  await limitAttempts(sql, 'booking', { address: callerAddress(event), email: request.email });
  const type = (await bookableTypes(sql, studio.id)).find((candidate) => candidate.id === request.sessionTypeId);
  if (!type) throw new HttpError(404, 'not_found', 'No such session type on offer');
  // The contract it is held under names the phone: without one it could not be sent.
  if (type.needsPhone && !request.phone) {
    throw new HttpError(400, 'phone_required', 'This booking needs a phone number', { fields: ['phone'] });
  }
  const owner = await studioOwner(sql, studio.id);
  const customer = { name: request.name, email: request.email, phone: request.phone, note: request.note };

  const booked = await sql.begin(async (tx) => {
    await lockStudioBookings(tx, studio.id);
    const slot = await openSlotAt(tx, studio, type, request.start);
    const customerId = await studioCustomer(
      tx,
      { accountId: studio.id, authorId: owner.userId },
      { ...customer, language: request.language },
    );
    const session = newSession(
      {
        id: newId(),
        accountId: studio.id,
        authorId: owner.userId,
        customerId,
        date: slot.start,
        duration: type.duration,
        type: type.name,
        location: slot.location,
        locationId: slot.locationId ?? null,
        notes: request.note,
        price: type.price,
      },
      Date.now(),
    );
    await tx`
      insert into sessions (id, account_id, author_id, customer_id, date, duration, type, location, location_id, notes,
                            status, price, payment_status, payment_amount, gallery_id, created_at, updated_at)
      values (${session.id}, ${session.accountId}, ${session.authorId}, ${session.customerId}, ${session.date},
              ${session.duration}, ${session.type}, ${session.location}, ${session.locationId}, ${session.notes},
              ${session.status}, ${session.price}, ${session.paymentStatus}, ${session.paymentAmount},
              ${session.galleryId}, ${session.createdAt}, ${session.updatedAt})`;
    if (asksToConfirm(type)) {
      const held = { accountId: studio.id, authorId: owner.userId, customerId, sessionId: session.id };
      const proposal = await proposeBooking(tx, { ...held, start: slot.start, language: request.language }, type);
      return { sessionId: session.id, slot, proposal, token: undefined };
    }
    const token = await addBookingLink(tx, studio.id, session.id);
    await planSessionSteps(tx, studio.id, session.id);
    return { sessionId: session.id, slot, proposal: undefined, token };
  });

  const { slot, proposal, token } = booked;
  const session = {
    studio: studio.name,
    timeZone: studio.timeZone,
    type: type.name,
    start: slot.start,
    location: slot.location,
    customer,
  };
  const mails = {
    change: 'booked' as const,
    studio,
    sessionId: booked.sessionId,
    session,
    end: slot.end,
    lng: request.language,
    token,
    sequence: 0,
    ownerEmail: owner.email,
  };
  const answer = { start: slot.start, end: slot.end, type: type.name, location: slot.location };
  if (proposal) {
    await mailProposal(sql, studio.id, proposal.id, proposal.token);
    await mailBookingNotice(event, mails);
    const proposalPath = proposalLinkPath(studio.slug, proposal.token);
    return json(201, { booking: { ...answer, expiresAt: proposal.expiresAt }, proposalPath });
  }
  await mailBookingChange(event, mails);
  await sendBookingQuestionnaire(sql, studio.id, booked.sessionId);
  return json(201, { booking: answer });
});
