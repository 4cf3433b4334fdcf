// The gallery's way into its shop. Whether the gallery sells anything is asked once the page is
// idle (never before its largest paint) and only for a client, whose token the shop's API wants;
// the answer is kept as it came and checked by the shop's own code, which loads when the client
// first opens the shop, the cart or their purchases.
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { cartCount, readCart, subscribeCart } from '../../lib/gallery-cart';
import { sendApiRequest } from '../../lib/api-request';
import { whenIdleAfterLoad } from '../../lib/when-idle';
import { GalleryShopContext, type ShopView } from '../../components/public/gallery-shop';
import type { GalleryAddress } from './gallery-address';
import { EXTRAS_CHECKOUT_EVENT } from './open-checkout-for-extras';

/** The gallery's answer to GET …/shop when it sells something; undefined until asked, null when it sells nothing. */
type Offer = unknown;

const sells = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'shop' in body && typeof body.shop === 'object' && body.shop !== null;

async function fetchOffer(slug: string, galleryId: string, access: string): Promise<Offer | null> {
  // Written out rather than through studioApiPath: its module holds a schema, and zod with it,
  // which the gallery's first screen does not load.
  const path = `/api/p/${encodeURIComponent(slug)}/gallery/${encodeURIComponent(galleryId)}/shop?access=${encodeURIComponent(access)}`;
  try {
    const { body } = await sendApiRequest('GET', path);
    return sells(body) ? body : null;
  } catch {
    // No shop to offer: the gallery works as it did without one.
    return null;
  }
}

/** How many things the client's cart holds in this tab; 0 on the server and while taking a drawn page over. */
function useCartCount(galleryId: string): number {
  return useSyncExternalStore(
    (onChange) => subscribeCart(galleryId, onChange),
    () => cartCount(readCart(galleryId)),
    () => 0,
  );
}

type UseGalleryShopArgs = {
  slug: string;
  galleryId: string;
  /** The client's token, once their selection has loaded. */
  access: string | undefined;
  address: GalleryAddress;
};

export function useGalleryShop({ slug, galleryId, access, address }: UseGalleryShopArgs) {
  const shopComponent = useContext(GalleryShopContext);
  const [offer, setOffer] = useState<{ for: string; offer: Offer | null }>();
  const [view, setView] = useState<ShopView>();
  const cart = useCartCount(galleryId);
  const { orderId, clearOrder } = address;
  const asked = offer && offer.for === access ? offer.offer : undefined;

  useEffect(() => {
    if (!shopComponent || access === undefined) return;
    let current = true;
    const ask = () =>
      void fetchOffer(slug, galleryId, access).then((answer) => {
        if (current) setOffer({ for: access, offer: answer });
      });
    // Back from the payment page the client waits for their order: asked at once.
    if (orderId !== null) ask();
    else whenIdleAfterLoad(ask);
    return () => {
      current = false;
    };
  }, [shopComponent, slug, galleryId, access, orderId]);

  // Finishing a selection with extras unpaid: the cart, where the server adds them, takes over.
  const sells = shopComponent !== undefined && asked !== undefined && asked !== null;
  useEffect(() => {
    if (!sells) return;
    const takeOver = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== galleryId) return;
      event.preventDefault();
      setView({ kind: 'cart' });
    };
    window.addEventListener(EXTRAS_CHECKOUT_EVENT, takeOver);
    return () => window.removeEventListener(EXTRAS_CHECKOUT_EVENT, takeOver);
  }, [sells, galleryId]);

  // Back from the payment page, the order shows once the client and the shop are known, until
  // the client goes elsewhere in the shop or closes it.
  const returned: ShopView | undefined =
    orderId !== null && asked !== undefined ? { kind: 'order', orderId } : undefined;

  return {
    component: shopComponent,
    /** Whether the gallery sells anything to this client. */
    open: sells && access !== undefined,
    offer: asked,
    cart,
    view: view ?? returned,
    show: setView,
    close: () => {
      setView(undefined);
      if (orderId !== null) clearOrder();
    },
  };
}

export type GalleryShopState = ReturnType<typeof useGalleryShop>;
