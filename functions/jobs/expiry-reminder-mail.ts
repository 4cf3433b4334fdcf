// The mail reminding an invited client that a gallery expires, in the invitation's language
// (locales/<lng>/email.json), under the studio's logo and name: which gallery, until when it is
// open on the studio's clock, a button and the plain link.
import { formatInstant } from '@core/domain/studio-time';
import { linkMailBodies, linkMailWords, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

type ExpiryReminderInput = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  gallery: string;
  link: string;
  expiresAt: number;
  /** The studio's IANA zone, one this runtime knows: the expiry date is written on its clock. */
  timeZone: string;
  /** Whom the client's answer reaches: the member who invited them. */
  replyTo: string | null;
};

export function expiryReminderMail(input: ExpiryReminderInput): Mail {
  const t = mailStrings(input.lng, 'expiryReminder', {
    studio: input.brand.name,
    gallery: input.gallery,
    date: formatInstant(input.expiresAt, { locale: input.lng, timeZone: input.timeZone, style: 'longDate' }),
  });
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
