// The gallery's shop as far as the gallery holds it, for a client of a gallery that sells (its
// drawn data says so): the shop's buttons (what it sells, the cart with its count, the client's
// purchases), and the cart when finishing a selection needs its extras paid. The shop itself
// (features/public-shop) loads when first opened, and asks then what the gallery sells; a first
// visit loads none of it.
import { ReceiptText, ShoppingBag, ShoppingCart } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRAS_CHECKOUT_EVENT, type ShopView } from '../../components/public/gallery-shop';
import { Button } from '../../components/ui/button';
import { cartCount, readCart, subscribeCart } from '../../lib/gallery-cart';

/** How many things the client's cart holds in this tab. */
function useCartCount(galleryId: string): number {
  return useSyncExternalStore(
    (onChange) => subscribeCart(galleryId, onChange),
    () => cartCount(readCart(galleryId)),
    () => 0,
  );
}

type ShopActionsProps = { galleryId: string; onShow: (view: ShopView) => void };

export default function ShopActions({ galleryId, onShow }: ShopActionsProps) {
  const { t } = useTranslation('public');
  const cart = useCartCount(galleryId);

  // Finishing a selection with extras unpaid: the cart, where the server adds them, takes over.
  useEffect(() => {
    const takeOver = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== galleryId) return;
      event.preventDefault();
      onShow({ kind: 'cart' });
    };
    window.addEventListener(EXTRAS_CHECKOUT_EVENT, takeOver);
    return () => window.removeEventListener(EXTRAS_CHECKOUT_EVENT, takeOver);
  }, [galleryId, onShow]);

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
