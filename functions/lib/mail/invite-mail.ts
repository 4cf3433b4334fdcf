// The invite mail, in the studio's language (locales/<lng>/email.json), under the studio's logo
// and name: who shares which gallery, a button and the plain link, and until when the link works.
import type { InviteLocale } from '@core/domain/invite';
import { formatInstant, isTimeZone } from '@core/domain/studio-time';
import { linkMailBodies, linkMailWords, type MailBrand } from './mail-layout';
import { mailStrings } from './mail-strings';
import type { Mail } from './mailer';

type InviteMailInput = {
  to: string;
  lng: InviteLocale;
  /** The studio's name and logo, in the mail's header; its name is in the words too. */
  brand: MailBrand;
  gallery: string;
  link: string;
  expiresAt: number;
  /** IANA zone the expiry date is written in (the studio's). */
  timeZone: string;
  replyTo?: string;
};

export function inviteMail(input: InviteMailInput): Mail {
  const values: Record<string, string> = {
    studio: input.brand.name,
    gallery: input.gallery,
    // A studio zone this runtime does not know must not cost the client their invitation.
    date: formatInstant(input.expiresAt, {
      locale: input.lng,
      timeZone: isTimeZone(input.timeZone) ? input.timeZone : 'UTC',
      style: 'longDate',
    }),
  };
  const t = mailStrings(input.lng, 'invite', values);
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
