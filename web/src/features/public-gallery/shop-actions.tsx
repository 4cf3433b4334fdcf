import { ReceiptText, ShoppingBag, ShoppingCart } from 'lucide-react';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { GalleryShopProps } from '../../components/public/gallery-shop';
import type { GalleryShopState } from './use-gallery-shop';

/** The gallery's shop buttons: what it sells, the client's cart (with its count) and their purchases. */
export function ShopActions({ shop }: { shop: GalleryShopState }) {
  const { t } = useTranslation('public');
  if (!shop.open) return null;
  return (
    <div className="flex flex-wrap justify-center gap-2" data-testid="shop-actions">
      <Button variant="outline" className="rounded-full" onClick={() => shop.show({ kind: 'gallery' })}>
        <ShoppingBag aria-hidden="true" />
        {t('shop.open')}
      </Button>
      <Button variant="outline" className="rounded-full" onClick={() => shop.show({ kind: 'cart' })}>
        <ShoppingCart aria-hidden="true" />
        {t('shop.cart')}
        {shop.cart > 0 && (
          <span
            className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
            data-testid="cart-count"
          >
            <span aria-hidden="true">{shop.cart}</span>
            <span className="sr-only">{t('shop.cartCount', { count: shop.cart })}</span>
          </span>
        )}
      </Button>
      <Button variant="outline" className="rounded-full" onClick={() => shop.show({ kind: 'purchases' })}>
        <ReceiptText aria-hidden="true" />
        {t('shop.purchases')}
      </Button>
    </div>
  );
}

/** The shop itself, loaded the first time the client opens it. */
export function GalleryShopMount({
  shop: Shop,
  ...props
}: GalleryShopProps & { shop: ComponentType<GalleryShopProps> }) {
  return (
    <Suspense fallback={null}>
      <Shop {...props} />
    </Suspense>
  );
}
