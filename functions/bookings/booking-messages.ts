// The mails of a booking made, moved or cancelled on the public page: the client's
// (lib/booking/client-booking-mail.ts) and the photographer's notice. Sent once the change is
// committed; a refused mail is logged for the operator, the change stands.
import { requiredEnv } from '../lib/env';
import { eventLogContext } from '../lib/handler';
import type { ApiEvent } from '../lib/http';
import type { Mail } from '../lib/mail/mailer';
import { bookingNotice } from '../lib/booking/booking-mail';
import { clientBookingMail, sendBookingMails, type ClientBookingMail } from '../lib/booking/client-booking-mail';

type BookingMails = ClientBookingMail & { ownerEmail: string | null };

export async function mailBookingChange(event: ApiEvent, input: BookingMails): Promise<void> {
  const siteUrl = requiredEnv('SITE_URL');
  const mails = [clientBookingMail(siteUrl, input), ...ownerNotice(siteUrl, input)];
  await sendBookingMails(eventLogContext(event), input.studio.id, mails);
}

/** The photographer's notice alone: a booking held for its client to sign and pay mails them its proposal instead. */
export async function mailBookingNotice(event: ApiEvent, input: BookingMails): Promise<void> {
  await sendBookingMails(eventLogContext(event), input.studio.id, ownerNotice(requiredEnv('SITE_URL'), input));
}

function ownerNotice(siteUrl: string, { change, session, lng, ownerEmail }: BookingMails): Mail[] {
  const agendaLink = new URL('/app/scheduling', siteUrl).toString();
  return ownerEmail ? [bookingNotice(session, { change, to: ownerEmail, lng, agendaLink })] : [];
}
