// The mail that carries a client's portal code and its one-click link, in the client's language
// (locales/<lng>/email.json, group portalCode), under the studio's logo and name.
import { linkMailBodies, linkMailWords, type MailBrand } from '../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../mail/mail-strings';
import type { Mail } from '../mail/mailer';

export function portalCodeMail(input: {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  name: string;
  code: string;
  link: string;
}): Mail {
  const t = mailStrings(input.lng, 'portalCode', { studio: input.brand.name, name: input.name, code: input.code });
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html };
}
