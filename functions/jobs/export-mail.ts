// The mail telling an owner their export is ready (or could not be made), in the language they
// asked for it in, with a link to where it is downloaded: never the file's own address.
import { STUDIO_EXPORT_DAYS } from '@core/domain/studio-data';
import { escapeHtml } from '../lib/html';
import { mailButton, mailHtml, mailMuted } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

export function exportMail(input: {
  to: string;
  lng: MailLanguage;
  studio: string;
  settingsUrl: string;
  ready: boolean;
}): Mail {
  const values = { studio: input.studio, days: String(STUDIO_EXPORT_DAYS) };
  const e = escapeHtml;
  if (input.ready) {
    const t = mailStrings(input.lng, 'exportReady', values);
    return {
      to: input.to,
      subject: t('subject'),
      text: [t('greeting'), '', t('intro'), '', `${t('button')}: ${input.settingsUrl}`, '', t('expiry')].join('\n'),
      html: mailHtml(input.lng, [
        e(t('greeting')),
        e(t('intro')),
        mailButton(input.settingsUrl, t('button')),
        mailMuted(e(t('expiry'))),
      ]),
    };
  }
  const t = mailStrings(input.lng, 'exportFailed', values);
  return {
    to: input.to,
    subject: t('subject'),
    text: [t('greeting'), '', t('intro'), '', `${t('button')}: ${input.settingsUrl}`].join('\n'),
    html: mailHtml(input.lng, [e(t('greeting')), e(t('intro')), mailButton(input.settingsUrl, t('button'))]),
  };
}
