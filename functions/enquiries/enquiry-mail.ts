// The photographer's notice of an enquiry from their public site: who wrote, how to reach them
// and their message, under the studio's logo and name; a reply goes straight to the visitor.
import type { EnquiryFields } from '@core/domain/enquiry';
import { escapeHtml as e } from '../lib/html';
import { mailButton, mailHtml, mailMuted, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

export function enquiryNotice(
  enquiry: EnquiryFields,
  options: { to: string; lng: MailLanguage; brand: MailBrand; customerLink: string },
): Mail {
  const t = mailStrings(options.lng, 'enquiryNotice', {
    name: enquiry.name,
    studio: options.brand.name,
    email: enquiry.email,
    phone: enquiry.phone || '—',
  });
  const about = [t('intro'), t('contact')];
  const message = enquiry.message ? [t('message'), enquiry.message] : [t('noMessage')];
  return {
    to: options.to,
    replyTo: enquiry.email,
    subject: t('subject'),
    text: [...about, '', ...message, '', t('reply'), `${t('open')}: ${options.customerLink}`].join('\n'),
    html: mailHtml(
      options.lng,
      [
        about.map(e).join('<br>'),
        message.map((line) => e(line).replaceAll('\n', '<br>')).join('<br>'),
        mailMuted(e(t('reply'))),
        mailButton(options.customerLink, t('open')),
      ],
      options.brand,
    ),
  };
}
