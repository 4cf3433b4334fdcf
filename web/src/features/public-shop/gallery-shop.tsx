// The gallery's shop, loaded the first time a client opens it (components/public/gallery-shop.ts),
// and asking then what the gallery sells: one dialog whose tabs go between what the gallery sells, the cart and the client's purchases,
// and which also shows a photo's offers (the lightbox's Buy) and an order paid (back from paying).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryShopProps, ShopView } from '../../components/public/gallery-shop';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { cartCount } from '../../lib/gallery-cart';
import { CartView } from './cart-view';
import { GalleryOffers, PhotoOffers } from './offers';
import { OrderView } from './order-view';
import { PurchasesView } from './purchases-view';
import { Spinner } from '../../components/ui/spinner';
import { useShopCatalogue } from './shop-text';
import { useCart } from './use-cart';
import { useShop } from './use-shop';

export default function GalleryShop(props: GalleryShopProps) {
  // Nothing shows until the shop's words have come with it (a moment, the first time).
  return useShopCatalogue() ? <ShopDialog {...props} /> : null;
}

const TABS = ['gallery', 'cart', 'purchases'] as const;

function ShopDialog(props: GalleryShopProps) {
  const { t } = useTranslation('shop');
  const { slug, galleryId, access, photos, imageAccess, client, view, onView, onClose } = props;
  const { onDownload, onPaid, onCloseAutoFocus } = props;
  const cart = useCart(galleryId);
  const shopClient = useMemo(() => ({ slug, galleryId, access }), [slug, galleryId, access]);
  const offer = useShop(shopClient);
  const shop = offer.state === 'ready' ? offer.shop : null;
  const photo = view.kind === 'photo' ? photos.find(({ id }) => id === view.photoId) : undefined;
  const { clear } = cart;
  const paid = useCallback(() => {
    clear();
    onPaid();
  }, [clear, onPaid]);
  const count = cartCount(cart.lines);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] sm:max-w-2xl"
        data-testid="shop-dialog"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{t(`title.${view.kind}`)}</DialogTitle>
          <DialogDescription>
            {view.kind === 'photo' && photo
              ? t('description.photo', { filename: photo.filename })
              : t(`description.${view.kind === 'photo' ? 'gallery' : view.kind}`)}
          </DialogDescription>
        </DialogHeader>
        {view.kind !== 'order' && <ShopTabs view={view} count={count} onView={onView} />}
        {view.kind === 'order' ? (
          <OrderView
            orderId={view.orderId}
            shopClient={shopClient}
            photos={photos}
            imageAccess={imageAccess}
            onDownload={onDownload}
            onPaid={paid}
            onCart={() => onView({ kind: 'cart' })}
          />
        ) : view.kind === 'purchases' ? (
          <PurchasesView shopClient={shopClient} photos={photos} imageAccess={imageAccess} onDownload={onDownload} />
        ) : offer.state === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('offer.loading')}
          </p>
        ) : offer.state === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('offer.failed')}
          </p>
        ) : !shop ? (
          <p className="text-muted-foreground">{t('nothing')}</p>
        ) : view.kind === 'cart' ? (
          <CartView
            shop={shop}
            cart={cart}
            shopClient={shopClient}
            client={client}
            photos={photos}
            imageAccess={imageAccess}
            onShop={() => onView({ kind: 'gallery' })}
            onOrder={(orderId) => onView({ kind: 'order', orderId })}
          />
        ) : photo ? (
          <PhotoOffers
            photo={photo}
            shop={shop}
            cart={cart}
            galleryId={galleryId}
            imageAccess={imageAccess}
            onViewCart={() => onView({ kind: 'cart' })}
          />
        ) : (
          <GalleryOffers
            shop={shop}
            cart={cart}
            galleryId={galleryId}
            imageAccess={imageAccess}
            onViewCart={() => onView({ kind: 'cart' })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Between what the gallery sells, the cart and the purchases; a photo's offers count as the shop. */
function ShopTabs({ view, count, onView }: { view: ShopView; count: number; onView: (view: ShopView) => void }) {
  const { t } = useTranslation('shop');
  const current = view.kind === 'photo' ? 'gallery' : view.kind;
  return (
    <nav aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-muted p-1">
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-current={current === tab ? 'page' : undefined}
          onClick={() => onView({ kind: tab })}
          className={cn(
            'flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            current === tab && 'bg-background text-foreground shadow-xs',
          )}
        >
          {tab === 'gallery'
            ? t('tabs.shop')
            : tab === 'cart'
              ? count > 0
                ? t('tabs.cartCount', { count })
                : t('tabs.cart')
              : t('tabs.purchases')}
        </button>
      ))}
    </nav>
  );
}
