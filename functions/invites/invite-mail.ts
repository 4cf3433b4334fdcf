// The invite mail, in the studio's language (locales/<lng>/email.json): who shares which
// gallery, a button and the plain link, and until when the link works.
import type { InviteLocale } from '@core/domain/invite';
import { formatInstant, isTimeZone } from '@core/domain/studio-time';
import { escapeHtml } from '../lib/html';
import { mailStrings } from '../lib/mail-strings';
import type { Mail } from '../lib/mailer';

type InviteMailInput = {
  to: string;
  lng: InviteLocale;
  studio: string;
  gallery: string;
  link: string;
  expiresAt: number;
  /** IANA zone the expiry date is written in (the studio's). */
  timeZone: string;
  replyTo?: string;
};

export function inviteMail(input: InviteMailInput): Mail {
  const values: Record<string, string> = {
    studio: input.studio,
    gallery: input.gallery,
    // A studio zone this runtime does not know must not cost the client their invitation.
    date: formatInstant(input.expiresAt, {
      locale: input.lng,
      timeZone: isTimeZone(input.timeZone) ? input.timeZone : 'UTC',
      style: 'longDate',
    }),
  };
  const t = mailStrings(input.lng, 'invite', values);
  const e = escapeHtml;
  const text = [t('greeting'), '', t('intro'), '', `${t('button')}: ${input.link}`, '', t('expiry'), t('ignore')].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${input.lng}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111827; background: #ffffff;">
<p>${e(t('greeting'))}</p>
<p>${e(t('intro'))}</p>
<p><a href="${e(input.link)}" style="display: inline-block; padding: 0.6em 1.2em; background: #111827; color: #ffffff; border-radius: 6px; text-decoration: none;">${e(t('button'))}</a></p>
<p style="color: #6b7280;">${e(t('linkIntro'))}<br><a href="${e(input.link)}">${e(input.link)}</a></p>
<p style="color: #6b7280;">${e(t('expiry'))}<br>${e(t('ignore'))}</p>
</body>
</html>`;
  return { to: input.to, subject: t('subject'), text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
