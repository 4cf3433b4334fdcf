// The mails public booking sends: to the client when a booking is made, moved or cancelled
// (under the studio's logo and name, with the link to change it and the calendar file), and a
// notice to the photographer of each.
import type { BookingLanguage } from '@core/domain/public-booking';
import { formatInstant } from '@core/domain/studio-time';
import { escapeHtml as e } from '../html';
import { mailButton, mailHtml, mailMuted, withPortalLine, type MailBrand } from '../mail/mail-layout';
import { mailStrings } from '../mail/mail-strings';
import type { Mail } from '../mail/mailer';

export type BookedSession = {
  studio: string;
  timeZone: string;
  type: string;
  start: number;
  location: string;
  customer: { name: string; email: string; phone: string; note: string };
};

/** What happened to the booking the mail is about. */
export type BookingChange = 'booked' | 'moved' | 'cancelled';

const when = (ms: number, lng: BookingLanguage, timeZone: string) =>
  formatInstant(ms, { locale: lng, timeZone, style: 'weekdayTime' });

function values(booking: BookedSession, lng: BookingLanguage): Record<string, string> {
  return {
    name: booking.customer.name,
    type: booking.type,
    studio: booking.studio,
    date: when(booking.start, lng, booking.timeZone),
    zone: booking.timeZone.replaceAll('_', ' '),
    location: booking.location,
    email: booking.customer.email,
    phone: booking.customer.phone || '—',
    note: booking.customer.note,
  };
}

/** The client's confirmation of a booking made or moved, with the link that changes it until the cut-off. */
export function bookingConfirmation(
  booking: BookedSession,
  options: {
    change: 'booked' | 'moved';
    lng: BookingLanguage;
    brand: MailBrand;
    manageLink: string;
    cutoff: number;
    calendarFile: Mail['attachments'];
  },
): Mail {
  const { lng } = options;
  const t = mailStrings(lng, 'booking', {
    ...values(booking, lng),
    cutoff: when(options.cutoff, lng, booking.timeZone),
  });
  const moved = options.change === 'moved';
  const lines = [
    t(moved ? 'movedIntro' : 'intro'),
    t('when'),
    ...(booking.location ? [t('where')] : []),
    t('calendar'),
  ];
  const text = withPortalLine(
    lng,
    [t('greeting'), '', ...lines, '', `${t('manage')}: ${options.manageLink}`, t('manageHint')].join('\n'),
    options.brand,
  );
  const html = mailHtml(
    lng,
    [
      e(t('greeting')),
      lines.map(e).join('<br>'),
      mailButton(options.manageLink, t('manage')),
      mailMuted(
        `${e(t('manageHint'))}<br>${e(t('linkIntro'))}<br><a href="${e(options.manageLink)}">${e(options.manageLink)}</a>`,
      ),
    ],
    options.brand,
  );
  return {
    to: booking.customer.email,
    subject: t(moved ? 'movedSubject' : 'subject'),
    text,
    html,
    ...(options.calendarFile ? { attachments: options.calendarFile } : {}),
  };
}

/** The client's word that their booking is cancelled, with the page to book another time. */
export function bookingCancellation(
  booking: BookedSession,
  options: { lng: BookingLanguage; brand: MailBrand; bookingPage: string; calendarFile: Mail['attachments'] },
): Mail {
  const { lng } = options;
  const t = mailStrings(lng, 'bookingCancelled', values(booking, lng));
  const greeting = mailStrings(lng, 'booking', values(booking, lng))('greeting');
  return {
    to: booking.customer.email,
    subject: t('subject'),
    text: withPortalLine(
      lng,
      [greeting, '', t('intro'), '', `${t('again')} ${options.bookingPage}`].join('\n'),
      options.brand,
    ),
    html: mailHtml(
      lng,
      [
        e(greeting),
        e(t('intro')),
        `${e(t('again'))} <a href="${e(options.bookingPage)}">${e(options.bookingPage)}</a>`,
      ],
      options.brand,
    ),
    ...(options.calendarFile ? { attachments: options.calendarFile } : {}),
  };
}

const noticeKeys = {
  booked: { subject: 'subject', intro: 'intro' },
  moved: { subject: 'movedSubject', intro: 'movedIntro' },
  cancelled: { subject: 'cancelledSubject', intro: 'cancelledIntro' },
} as const;

/**
 * The photographer's notice of a booking made, moved or cancelled on the public page, in the
 * client's language: the studio keeps no language of its own, and its clients mostly share it.
 */
export function bookingNotice(
  booking: BookedSession,
  options: { change: BookingChange; to: string; lng: BookingLanguage; agendaLink: string },
): Mail {
  const t = mailStrings(options.lng, 'bookingNotice', values(booking, options.lng));
  const keys = noticeKeys[options.change];
  const lines = [t(keys.intro), t('when'), t('contact'), ...(booking.customer.note ? [t('note')] : [])];
  return {
    to: options.to,
    replyTo: booking.customer.email,
    subject: t(keys.subject),
    text: [...lines, '', `${t('open')}: ${options.agendaLink}`].join('\n'),
    html: mailHtml(options.lng, [lines.map(e).join('<br>'), mailButton(options.agendaLink, t('open'))]),
  };
}
