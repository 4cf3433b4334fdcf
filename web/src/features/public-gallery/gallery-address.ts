/**
 * The photo open in a gallery, as its page's address holds it (`?photo=<id>`), and the order a
 * client comes back to from the payment page (`?order=<id>`): read and changed through the app's
 * router, or through the History API on a page its server drew.
 */
export type GalleryAddress = {
  photoId: string | null;
  orderId: string | null;
  /** Takes the order out of the address once the client has seen it, so a reload does not show it again. */
  clearOrder: () => void;
  /** Whether this page put the open photo in the history, so Back closes it. */
  openedHere: boolean;
  setPhoto: (photoId: string | null, how: 'push' | 'replace') => void;
  back: () => void;
};

export const PHOTO_PARAM = 'photo';

/** Where the shop sends a client back after paying (functions/shop's checkout names it). */
export const ORDER_PARAM = 'order';
