// The mail that tells a client their prints are on their way, in the order's language
// (locales/<lng>/email.json, group orderSent), under the studio's logo and name, with the
// carrier's tracking link when the studio gave one.
import { escapeHtml as e } from '../html';
import { mailButton, mailHtml, mailMuted, withPortalLine, type MailBrand } from '../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../mail/mail-strings';
import type { Mail } from '../mail/mailer';

export type SentOrder = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  name: string;
  /** What was sent, one line a print ("Print 20 × 30 cm – IMG_001.jpg × 2"). */
  prints: readonly string[];
  /** The carrier's tracking page, or '' when there is none. */
  trackingUrl: string;
};

export function orderSentMail(input: SentOrder): Mail {
  const t = mailStrings(input.lng, 'orderSent', { studio: input.brand.name, name: input.name });
  const greeting = input.name.trim() === '' ? t('greetingNoName') : t('greeting');
  const tracked = input.trackingUrl !== '';
  const text = withPortalLine(
    input.lng,
    [
      greeting,
      '',
      t('intro'),
      '',
      ...input.prints.map((line) => `- ${line}`),
      '',
      ...(tracked ? [`${t('button')}: ${input.trackingUrl}`, ''] : [t('noTracking'), '']),
      t('questions'),
    ].join('\n'),
    input.brand,
  );
  const html = mailHtml(
    input.lng,
    [
      e(greeting),
      e(t('intro')),
      input.prints.map(e).join('<br>'),
      ...(tracked
        ? [
            mailButton(input.trackingUrl, t('button')),
            mailMuted(`${e(t('linkIntro'))}<br><a href="${e(input.trackingUrl)}">${e(input.trackingUrl)}</a>`),
          ]
        : [e(t('noTracking'))]),
      mailMuted(e(t('questions'))),
    ],
    input.brand,
  );
  return { to: input.to, subject: t('subject'), text, html };
}
