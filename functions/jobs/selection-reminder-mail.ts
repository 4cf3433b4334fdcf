// The mail reminding a client who has chosen Favourites that they have not finished choosing, in
// their invitation's language (locales/<lng>/email.json), under the studio's logo and name: which
// gallery, a button and the plain link back to it.
import { linkMailBodies, linkMailWords, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

type SelectionReminderInput = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  gallery: string;
  link: string;
  /** Whom the client's answer reaches: the member who invited them. */
  replyTo: string | null;
};

export function selectionReminderMail(input: SelectionReminderInput): Mail {
  const t = mailStrings(input.lng, 'selectionReminder', { studio: input.brand.name, gallery: input.gallery });
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
