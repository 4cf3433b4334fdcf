// The client's mail of a booking made, moved or cancelled: under the studio's logo and name, with
// the link to change it and the session as a calendar file. Public booking sends it, and so does a
// held booking once its client has signed and paid (lib/proposals/). Sent once the change is
// committed; a refused mail is logged for the operator, the change stands.
import type { BookingLanguage } from '@core/domain/public-booking';
import { requiredEnv } from '../env';
import { logFailure } from '../handler';
import { mailBrand } from '../mail/mail-layout';
import { mailer, type Mail } from '../mail/mailer';
import { bookingCancellation, bookingConfirmation, type BookedSession, type BookingChange } from './booking-mail';
import type { BookingStudio } from './booking-studio';
import { icalendar } from './icalendar';

const HOUR = 3_600_000;

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

export type ClientBookingMail = {
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
};

/** The client's confirmation of a booking made or moved, or their word that it is cancelled. */
export function clientBookingMail(siteUrl: string, input: ClientBookingMail): Mail {
  const { change, studio, session, lng } = input;
  const studioPage = `/p/${encodeURIComponent(studio.slug)}`;
  const file = calendarFile(siteUrl, input.sessionId, session, input.end, change, input.sequence);
  const brand = mailBrand(studio, siteUrl, studio.slug);
  return change === 'cancelled' || input.token === undefined
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
}

/** Sends the studio's booking mails; a refused one is logged with `context` (where it was sent from). */
export async function sendBookingMails(
  context: Record<string, unknown>,
  accountId: string,
  mails: Mail[],
): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      mailer()
        .send({ ...mail, accountId })
        .catch((error: unknown) => logFailure(context, error)),
    ),
  );
}

/** Mails the client alone: a held booking's photographer was told of it when it was booked. */
export async function mailBookingClient(context: Record<string, unknown>, input: ClientBookingMail): Promise<void> {
  await sendBookingMails(context, input.studio.id, [clientBookingMail(requiredEnv('SITE_URL'), input)]);
}
