// What a gallery and its shop agree on. The shop (features/public-shop) is loaded only when a
// client first opens it, and features do not import each other, so whoever draws the gallery
// (drawn/gallery-document.tsx, app/with-gallery-shop.tsx) hands the gallery the shop here, lazy.
import { createContext, type ComponentType } from 'react';

/** What the shop shows: a photo's or the gallery's offers, the cart, the client's purchases, or an order paid. */
export type ShopView =
  | { kind: 'gallery' }
  | { kind: 'photo'; photoId: string }
  | { kind: 'cart' }
  | { kind: 'purchases' }
  | { kind: 'order'; orderId: string };

export type ShopPhoto = { id: string; filename: string; width: number; height: number };

export type GalleryShopProps = {
  slug: string;
  galleryId: string;
  /** The client's token: an invite's, or a public gallery's visitor's. */
  access: string;
  photos: readonly ShopPhoto[];
  /** The token the gallery's image addresses carry; none for a public gallery. */
  imageAccess: string | undefined;
  /** Who the client is, when the gallery knows: their name and e-mail are not asked again. */
  client: { name: string; email: string } | undefined;
  view: ShopView;
  onView: (view: ShopView) => void;
  onClose: () => void;
  /** Downloads a purchased photo (null: the whole gallery) through the gallery's own downloads. */
  onDownload: (photoId: string | null) => void;
  /** An order was paid: what the gallery knows of the client's selection is read again. */
  onPaid: () => void;
  /** Where the keyboard goes once the shop closes; by default, back to what opened it. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/** The shop (a lazy component); none where no shop is offered, and the gallery then shows none. */
export const GalleryShopContext = createContext<ComponentType<GalleryShopProps> | undefined>(undefined);

/**
 * Said on the window when finishing a selection needs its extras paid
 * (features/public-gallery/open-checkout-for-extras.ts): a gallery's shop takes the client to its
 * cart by cancelling it.
 */
export const EXTRAS_CHECKOUT_EVENT = 'gallery-extras-checkout';
