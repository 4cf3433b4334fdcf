// The gallery's shop, as far as the gallery holds it: loaded once the page is idle, for a client
// only (the shop's API wants their token), or at once when they come back from paying. It asks
// whether the gallery sells, shows the shop's buttons (what it sells, the cart with its count,
// the client's purchases), opens the shop itself (features/public-shop, loaded when first opened)
// on the view the gallery asks for, on the order the client paid (`?order=`), and on the cart when
// finishing a selection needs its extras paid. A first visit loads none of it.
import { ReceiptText, ShoppingBag, ShoppingCart } from 'lucide-react';
import { Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRAS_CHECKOUT_EVENT, type GalleryShopProps, type ShopView } from '../../components/public/gallery-shop';
import { Button } from '../../components/ui/button';
import { sendApiRequest } from '../../lib/api-request';
import { cartCount, readCart, subscribeCart } from '../../lib/gallery-cart';
import type { GalleryAddress } from './gallery-address';

const sells = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'shop' in body && typeof body.shop === 'object' && body.shop !== null;

/** The gallery's answer to GET …/shop when it sells something, unchecked (the shop checks it); else null. */
async function fetchShopOffer(slug: string, galleryId: string, access: string): Promise<unknown> {
  // Written out rather than through studioApiPath, whose module holds a schema, and zod with it.
  const path = `/api/p/${encodeURIComponent(slug)}/gallery/${encodeURIComponent(galleryId)}/shop?access=${encodeURIComponent(access)}`;
  try {
    const { body } = await sendApiRequest('GET', path);
    return sells(body) ? body : null;
  } catch {
    // No shop to offer: the gallery works as it did without one.
    return null;
  }
}

/** How many things the client's cart holds in this tab. */
function useCartCount(galleryId: string): number {
  return useSyncExternalStore(
    (onChange) => subscribeCart(galleryId, onChange),
    () => cartCount(readCart(galleryId)),
    () => 0,
  );
}

type ShopHostProps = Omit<GalleryShopProps, 'offer' | 'view' | 'onView' | 'onClose'> & {
  shop: ComponentType<GalleryShopProps>;
  address: GalleryAddress;
  /** What the gallery asked the shop to show (the lightbox's Buy); none while it is closed. */
  view: ShopView | undefined;
  onView: (view: ShopView | undefined) => void;
  /** Told whether the gallery sells to this client, for the lightbox's Buy. */
  onSells: (sells: boolean) => void;
};

export default function ShopHost({ shop: Shop, address, view, onView, onSells, ...props }: ShopHostProps) {
  const { slug, galleryId, access } = props;
  const [offer, setOffer] = useState<{ for: string; offer: unknown }>();
  const asked = offer && offer.for === access ? offer.offer : undefined;
  const selling = asked !== undefined && asked !== null;
  const { orderId, clearOrder } = address;

  useEffect(() => {
    let current = true;
    void fetchShopOffer(slug, galleryId, access).then((answer) => {
      if (current) setOffer({ for: access, offer: answer });
    });
    return () => {
      current = false;
    };
  }, [slug, galleryId, access]);

  useEffect(() => onSells(selling), [selling, onSells]);

  // Finishing a selection with extras unpaid: the cart, where the server adds them, takes over.
  useEffect(() => {
    if (!selling) return;
    const takeOver = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== galleryId) return;
      event.preventDefault();
      onView({ kind: 'cart' });
    };
    window.addEventListener(EXTRAS_CHECKOUT_EVENT, takeOver);
    return () => window.removeEventListener(EXTRAS_CHECKOUT_EVENT, takeOver);
  }, [selling, galleryId, onView]);

  // Back from the payment page, the order shows until the client goes elsewhere in the shop or closes it.
  const shown = view ?? (orderId !== null && asked !== undefined ? { kind: 'order' as const, orderId } : undefined);
  return (
    <>
      {selling && <ShopActions galleryId={galleryId} onShow={onView} />}
      {shown && (
        <Suspense fallback={null}>
          <Shop
            {...props}
            offer={asked}
            view={shown}
            onView={onView}
            onClose={() => {
              onView(undefined);
              if (orderId !== null) clearOrder();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function ShopActions({ galleryId, onShow }: { galleryId: string; onShow: (view: ShopView) => void }) {
  const { t } = useTranslation('public');
  const cart = useCartCount(galleryId);
  return (
    <div className="flex flex-wrap justify-center gap-2" data-testid="shop-actions">
      <Button variant="outline" className="rounded-full" onClick={() => onShow({ kind: 'gallery' })}>
        <ShoppingBag aria-hidden="true" />
        {t('shop.open')}
      </Button>
      <Button variant="outline" className="rounded-full" onClick={() => onShow({ kind: 'cart' })}>
        <ShoppingCart aria-hidden="true" />
        {t('shop.cart')}
        {cart > 0 && (
          <span
            className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
            data-testid="cart-count"
          >
            <span aria-hidden="true">{cart}</span>
            <span className="sr-only">{t('shop.cartCount', { count: cart })}</span>
          </span>
        )}
      </Button>
      <Button variant="outline" className="rounded-full" onClick={() => onShow({ kind: 'purchases' })}>
        <ReceiptText aria-hidden="true" />
        {t('shop.purchases')}
      </Button>
    </div>
  );
}
