// The mail telling a client their ZIP download is ready, in the language of the page they asked
// from, under the studio's name and logo, with the link that opens it (the download page).
import { DOWNLOAD_DAYS } from '@core/domain/downloads';
import { linkMailBodies, linkMailWords, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

type DownloadMailInput = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  gallery: string;
  photos: number;
  link: string;
};

export function downloadReadyMail(input: DownloadMailInput): Mail {
  const t = mailStrings(input.lng, 'downloadReady', {
    studio: input.brand.name,
    gallery: input.gallery,
    count: String(input.photos),
    days: String(DOWNLOAD_DAYS),
  });
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html };
}
