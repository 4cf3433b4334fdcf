// The mail warning a studio's owner that it has used most of, or all of, its free allowance or
// its spending cap this month, with a link to Usage.
import type { UsageAlert } from '@core/domain/usage';
import { escapeHtml } from '../lib/html';
import { mailButton, mailHtml, mailMuted } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

export function usageAlertMail(input: {
  to: string;
  lng: MailLanguage;
  studio: string;
  alert: UsageAlert;
  usageUrl: string;
}): Mail {
  const [limit, percent] = input.alert.split('_') as ['allowance' | 'cap', string];
  const reached = percent === '100';
  const words = mailStrings(input.lng, 'usageAlert', {});
  const t = mailStrings(input.lng, 'usageAlert', { studio: input.studio, percent, limit: words(limit) });
  const intro = t(reached ? 'introReached' : 'intro');
  const e = escapeHtml;
  return {
    to: input.to,
    subject: t(reached ? 'subjectReached' : 'subject'),
    text: [t('greeting'), '', intro, '', `${t('button')}: ${input.usageUrl}`, '', t('footer')].join('\n'),
    html: mailHtml(input.lng, [
      e(t('greeting')),
      e(intro),
      mailButton(input.usageUrl, t('button')),
      mailMuted(e(t('footer'))),
    ]),
  };
}
