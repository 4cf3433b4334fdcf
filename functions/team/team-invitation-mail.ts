// The mail inviting someone to a studio's team, in the inviter's language, under the studio's
// logo and name: who invites them, to which studio and role, and until when the link works.
import type { Role } from '@core/domain/roles';
import { formatInstant, isTimeZone } from '@core/domain/studio-time';
import { linkMailBodies, linkMailWords, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

type TeamInvitationMailInput = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  inviter: string;
  role: Role;
  link: string;
  expiresAt: number;
  timeZone: string;
};

export function teamInvitationMail(input: TeamInvitationMailInput): Mail {
  const roleName = mailStrings(input.lng, 'teamInvite', {})(`role_${input.role}`);
  const t = mailStrings(input.lng, 'teamInvite', {
    studio: input.brand.name,
    inviter: input.inviter,
    role: roleName,
    date: formatInstant(input.expiresAt, {
      locale: input.lng,
      timeZone: isTimeZone(input.timeZone) ? input.timeZone : 'UTC',
      style: 'longDate',
    }),
  });
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html };
}
