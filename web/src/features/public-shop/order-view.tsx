// Where the client lands back from the payment page: their order, waiting until its payment is
// confirmed, then the files it unlocked, ready to download.
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopPhoto } from '../../components/public/gallery-shop';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { UnlockedFiles } from './purchases-view';
import type { Purchases, ShopClient } from './shop-api';
import { usePurchases } from './use-purchases';

type OrderViewProps = {
  orderId: string;
  shopClient: ShopClient;
  photos: readonly ShopPhoto[];
  imageAccess: string | undefined;
  onDownload: (photoId: string | null) => void;
  /** The order was paid: the cart it came from is emptied and the gallery reads the selection again. */
  onPaid: () => void;
  onCart: () => void;
};

/** The files the order unlocked: its photos', and the whole gallery's when it bought that. */
function unlockedBy(purchases: Purchases, orderId: string): Purchases['unlocks'] {
  const order = purchases.orders.find(({ id }) => id === orderId);
  if (!order) return [];
  const photos = new Set(order.items.map((item) => item.photoId).filter(Boolean));
  const wholeGallery = order.items.some((item) => item.kind === 'digital_gallery');
  return purchases.unlocks.filter((unlock) => (unlock.photoId === null ? wholeGallery : photos.has(unlock.photoId)));
}

export function OrderView({ orderId, shopClient, photos, imageAccess, onDownload, onPaid, onCart }: OrderViewProps) {
  const { t } = useTranslation('shop');
  const answer = usePurchases(shopClient, (purchases) => {
    const order = purchases.orders.find(({ id }) => id === orderId);
    return order === undefined || order.status !== 'pending';
  });
  const order = answer.state === 'loading' ? undefined : answer.purchases?.orders.find(({ id }) => id === orderId);
  const paid = order?.status === 'paid';
  const told = useRef(false);
  useEffect(() => {
    if (!paid || told.current) return;
    told.current = true;
    onPaid();
  }, [paid, onPaid]);

  if (answer.state === 'failed' && !order)
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {t('order.failed')}
      </p>
    );
  if (answer.state === 'loading' || (order?.status ?? 'pending') === 'pending') {
    if (answer.state === 'ready' && !order) return <p className="text-muted-foreground">{t('order.notFound')}</p>;
    return (
      <p role="status" className="flex items-center gap-2 py-4" data-testid="order-pending">
        <Spinner /> {t('order.pending')}
      </p>
    );
  }
  if (!order || !answer.purchases) return null;
  if (order.status === 'expired' || order.status === 'refunded')
    return (
      <div className="grid justify-items-start gap-3">
        <p>{t(`order.${order.status}`)}</p>
        {order.status === 'expired' && (
          <Button type="button" variant="outline" onClick={onCart}>
            {t('order.backToCart')}
          </Button>
        )}
      </div>
    );
  return (
    <div className="grid gap-4" data-testid="order-paid">
      <p role="status" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        {t('order.paid')}
      </p>
      <UnlockedFiles
        galleryId={shopClient.galleryId}
        unlocks={unlockedBy(answer.purchases, orderId)}
        photos={photos}
        imageAccess={imageAccess}
        onDownload={onDownload}
      />
      {order.fulfilment !== 'none' && <p className="text-sm text-muted-foreground">{t('order.paidPrints')}</p>}
    </div>
  );
}
