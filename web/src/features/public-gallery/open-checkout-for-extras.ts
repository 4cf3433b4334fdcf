// What finishing does when the client chose more photos than their package includes and has not
// paid for the extras (409 extras_unpaid): the gallery's shop (features/public-shop, loaded when
// first used) opens its cart, where the server adds one line per extra photo itself, and paying it
// finishes the selection. Where the gallery offers no shop, the client is told how many extras
// there are and what they cost.
import type { TFunction } from 'i18next';
import { EXTRAS_CHECKOUT_EVENT } from '../../components/public/gallery-shop';

/** The extras a client must pay before finishing, and who they are. */
export type UnpaidExtras = {
  slug: string;
  galleryId: string;
  access: string;
  count: number;
  /** Their price together, written in the studio's currency; null when the gallery sells none. */
  total: string | null;
};

/** Sends the client to pay for their extras; the message to show, or undefined once the checkout has taken over. */
export function openCheckoutForExtras(
  extras: UnpaidExtras,
  t: TFunction<['public', 'errors']>,
): Promise<string | undefined> {
  const ask = new CustomEvent(EXTRAS_CHECKOUT_EVENT, { detail: extras.galleryId, cancelable: true });
  if (extras.total !== null && !window.dispatchEvent(ask)) return Promise.resolve(undefined);
  return Promise.resolve(
    extras.total === null
      ? t('errors:extras_unpaid')
      : t('selection.extrasUnpaid', { count: extras.count, total: extras.total }),
  );
}
