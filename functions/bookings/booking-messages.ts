// The mails of a booking made, moved or cancelled on the public page: the client's (with the
// link to change it and the session as a calendar file) and the photographer's notice. Sent
// once the change is committed; a refused mail is logged for the operator, the change stands.
import { newSecretToken } from '../lib/secret-token';
import type { BookingLanguage } from '@core/domain/public-booking';
import { requiredEnv } from '../lib/env';
import { logError } from '../lib/handler';
import type { ApiEvent } from '../lib/http';
import { icalendar } from '../lib/booking/icalendar';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer, type Mail } from '../lib/mail/mailer';
import {
  bookingCancellation,
  bookingConfirmation,
  bookingNotice,
  type BookedSession,
  type BookingChange,
} from './booking-mail';
import type { BookingStudio } from '../lib/booking/booking-studio';

const HOUR = 3_600_000;

/** A new link token for a booking: only its hash is stored (private.booking_links). */
export const newBookingLink = newSecretToken;

/** The session as an .ics file (one UID per session, a higher sequence per change, so calendars update it). */
function calendarFile(
  siteUrl: string,
  sessionId: string,
  session: BookedSession,
  end: number,
  change: BookingChange,
  sequence: number,
): NonNullable<Mail['attachments']> {
  const cancelled = change === 'cancelled';
  const content = icalendar({
    name: session.studio,
    timeZone: session.timeZone,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    events: [
      {
        uid: `${sessionId}@${new URL(siteUrl).hostname}`,
        start: session.start,
        end,
        summary: `${session.type} · ${session.studio}`,
        ...(session.location ? { location: session.location } : {}),
        status: cancelled ? 'cancelled' : 'confirmed',
        sequence,
      },
    ],
  });
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return [{ filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content }];
}

type BookingMails = {
  change: BookingChange;
  studio: BookingStudio;
  sessionId: string;
  session: BookedSession;
  end: number;
  lng: BookingLanguage;
  /** The new link's token, for a booking made or moved. */
  token?: string;
  /** How many times the session changed before: the calendar file's sequence. */
  sequence: number;
  ownerEmail: string | null;
};

export async function mailBookingChange(event: ApiEvent, input: BookingMails): Promise<void> {
  const siteUrl = requiredEnv('SITE_URL');
  const { change, studio, session, lng } = input;
  const studioPage = `/p/${encodeURIComponent(studio.slug)}`;
  const file = calendarFile(siteUrl, input.sessionId, session, input.end, change, input.sequence);
  const brand = mailBrand(studio, siteUrl, studio.slug);
  const clientMail =
    change === 'cancelled' || input.token === undefined
      ? bookingCancellation(session, {
          lng,
          brand,
          bookingPage: new URL(`${studioPage}/book`, siteUrl).toString(),
          calendarFile: file,
        })
      : bookingConfirmation(session, {
          change,
          lng,
          brand,
          manageLink: new URL(`${studioPage}/booking/${input.token}`, siteUrl).toString(),
          cutoff: session.start - studio.cancelCutoffHours * HOUR,
          calendarFile: file,
        });
  await sendMails(event, studio.id, [clientMail, ...ownerNotice(siteUrl, input)]);
}

/** The photographer's notice alone: a booking held for its client to sign and pay mails them its proposal instead. */
export async function mailBookingNotice(event: ApiEvent, input: BookingMails): Promise<void> {
  await sendMails(event, input.studio.id, ownerNotice(requiredEnv('SITE_URL'), input));
}

function ownerNotice(siteUrl: string, { change, session, lng, ownerEmail }: BookingMails): Mail[] {
  const agendaLink = new URL('/app/scheduling', siteUrl).toString();
  return ownerEmail ? [bookingNotice(session, { change, to: ownerEmail, lng, agendaLink })] : [];
}

async function sendMails(event: ApiEvent, accountId: string, mails: Mail[]): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      mailer()
        .send({ ...mail, accountId })
        .catch((error: unknown) => logError(event, error)),
    ),
  );
}
