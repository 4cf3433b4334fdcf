// The photographer's word that a client sent their selection: who, from which gallery, how many
// photos in each list, and the way to the gallery's Sharing tab; a reply goes to the client.
import { escapeHtml as e } from '../lib/html';
import { mailButton, mailHtml, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

export type SentSelection = {
  client: { name: string; email: string };
  gallery: string;
  /** Each list with its photo count; Favourites has no name of its own (''). */
  lists: { name: string; count: number; max: number | null }[];
};

export function selectionNotice(
  selection: SentSelection,
  options: { to: string; lng: MailLanguage; brand: MailBrand; galleryLink: string },
): Mail {
  const who = selection.client.name || selection.client.email;
  const t = mailStrings(options.lng, 'selectionNotice', { name: who, gallery: selection.gallery });
  const lines = selection.lists.map(({ name, count, max }) =>
    mailStrings(options.lng, 'selectionNotice', {
      list: name || t('favourites'),
      count: String(count),
      max: String(max ?? ''),
    })(max === null ? 'list' : 'listOfMax'),
  );
  return {
    to: options.to,
    replyTo: selection.client.email,
    subject: t('subject'),
    text: [t('intro'), '', ...lines, '', `${t('open')}: ${options.galleryLink}`].join('\n'),
    html: mailHtml(
      options.lng,
      [e(t('intro')), lines.map(e).join('<br>'), mailButton(options.galleryLink, t('open'))],
      options.brand,
    ),
  };
}
