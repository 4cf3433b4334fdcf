// The photographer's word that a client has finished choosing: who, from which gallery, how many
// photos in each list with the text Lightroom's filter takes to show them, and the way to the
// gallery's Sharing tab; a reply goes to the client.
import { lightroomFilter } from '@core/domain/selection';
import { escapeHtml as e } from '../lib/html';
import { mailButton, mailHtml, type MailBrand } from '../lib/mail/mail-layout';
import { mailStrings, type MailLanguage } from '../lib/mail/mail-strings';
import type { Mail } from '../lib/mail/mailer';

export type SentSelection = {
  client: { name: string; email: string };
  gallery: string;
  /** Each list with its photos' file names; Favourites has no name of its own (''). */
  lists: { name: string; filenames: string[]; max: number | null }[];
};

export function selectionNotice(
  selection: SentSelection,
  options: { to: string; lng: MailLanguage; brand: MailBrand; galleryLink: string },
): Mail {
  const who = selection.client.name || selection.client.email;
  const t = mailStrings(options.lng, 'selectionNotice', { name: who, gallery: selection.gallery });
  const lists = selection.lists.map(({ name, filenames, max }) => {
    const line = mailStrings(options.lng, 'selectionNotice', {
      list: name || t('favourites'),
      count: String(filenames.length),
      max: String(max ?? ''),
      names: lightroomFilter(filenames),
    });
    const count = line(max === null ? 'list' : 'listOfMax');
    return filenames.length === 0 ? [count] : [count, line('lightroom')];
  });
  return {
    to: options.to,
    replyTo: selection.client.email,
    subject: t('subject'),
    text: [t('intro'), '', ...lists.flat(), '', `${t('open')}: ${options.galleryLink}`].join('\n'),
    html: mailHtml(
      options.lng,
      [e(t('intro')), ...lists.map((lines) => lines.map(e).join('<br>')), mailButton(options.galleryLink, t('open'))],
      options.brand,
    ),
  };
}
