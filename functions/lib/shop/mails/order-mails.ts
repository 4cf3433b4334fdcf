// The mails of a paid gallery order, in the order's language (locales/<lng>/email.json), under the
// studio's logo and name: the client's confirmation (what they bought, the gallery where their
// files wait, prints on their way) and the photographer's notice of a new order.
import { escapeHtml as e } from '../../html';
import { linkMailBodies, mailButton, mailHtml, type MailBrand } from '../../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../../mail/mail-strings';
import type { Mail } from '../../mail/mailer';

/** A paid order as its mails say it: who bought what, for how much, in which gallery. */
export type PaidOrder = {
  buyer: { name: string; email: string };
  gallery: string;
  /** Each line as written on the order ("Print 15×10 · IMG_1.jpg"), with how many. */
  lines: { description: string; quantity: number }[];
  total: string;
  invoiceNumber: string;
  hasFiles: boolean;
  hasPrints: boolean;
  /** Nothing was paid (a coupon took the whole total): the mails confirm the order rather than a payment. */
  free: boolean;
};

const lineText = (line: PaidOrder['lines'][number]) =>
  line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description;

/** The client's confirmation, with the way back to the gallery for their downloads. */
export function orderConfirmation(
  order: PaidOrder,
  options: { to: string; lng: MailLanguage; brand: MailBrand; galleryLink: string; replyTo: string | null },
): Mail {
  const t = mailStrings(options.lng, 'galleryOrderPaid', {
    studio: options.brand.name,
    name: order.buyer.name || order.buyer.email,
    gallery: order.gallery,
    total: order.total,
    number: order.invoiceNumber,
  });
  // What comes next takes the place of a link's expiry: the files wait in the gallery, prints are sent.
  const next = [order.hasFiles ? t('files') : '', order.hasPrints ? t('prints') : ''].filter(Boolean).join(' ');
  const intro = t(order.free ? 'introFree' : 'intro');
  const words = { greeting: t('greeting'), intro, button: t('button'), linkIntro: t('linkIntro') };
  const { text, html } = linkMailBodies(
    options.lng,
    { ...words, expiry: next, ignore: t('ignore'), steps: order.lines.map(lineText) },
    options.galleryLink,
    options.brand,
  );
  return {
    to: options.to,
    subject: t(order.free ? 'subjectFree' : 'subject'),
    text,
    html,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
  };
}

/** The photographer's notice of a new order, with the way to the gallery's orders. */
export function newOrderNotice(
  order: PaidOrder,
  options: { to: string; lng: MailLanguage; brand: MailBrand; ordersLink: string },
): Mail {
  const t = mailStrings(options.lng, 'galleryOrderNotice', {
    name: order.buyer.name || order.buyer.email,
    email: order.buyer.email,
    gallery: order.gallery,
    total: order.total,
    number: order.invoiceNumber,
  });
  const lines = order.lines.map(lineText);
  const send = order.hasPrints ? t('prints') : t('filesOnly');
  const intro = t(order.free ? 'introFree' : 'intro');
  return {
    to: options.to,
    replyTo: order.buyer.email,
    subject: t(order.free ? 'subjectFree' : 'subject'),
    text: [intro, '', ...lines, '', send, '', `${t('open')}: ${options.ordersLink}`].join('\n'),
    html: mailHtml(
      options.lng,
      [e(intro), lines.map(e).join('<br>'), e(send), mailButton(options.ordersLink, t('open'))],
      options.brand,
    ),
  };
}
