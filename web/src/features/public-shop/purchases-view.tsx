// What the client bought in this gallery: the files they may now download (full size, without a
// watermark, through the gallery's own downloads) and their orders, with a parcel's tracking link.
import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@core/domain/images';
import type { ShopPhoto } from '../../components/public/gallery-shop';
import { orderFulfilmentVariants, orderStatusVariants } from '../../components/order-badges';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { Order, Purchases, ShopClient } from './shop-api';
import { ShopSection } from './shop-section';
import { useMoney } from './shop-text';
import { usePurchases } from './use-purchases';

type PurchasesViewProps = {
  shopClient: ShopClient;
  photos: readonly ShopPhoto[];
  imageAccess: string | undefined;
  onDownload: (photoId: string | null) => void;
};

export function PurchasesView(props: PurchasesViewProps) {
  const { t } = useTranslation('shop');
  const answer = usePurchases(props.shopClient);
  if (answer.state === 'loading')
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('purchases.loading')}
      </p>
    );
  if (answer.state === 'failed' && !answer.purchases)
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {t('purchases.failed')}
      </p>
    );
  const { purchases } = answer;
  if (!purchases) return null;
  const orders = purchases.orders.filter((order) => order.status !== 'expired');
  if (purchases.unlocks.length === 0 && orders.length === 0)
    return <p className="py-6 text-center text-muted-foreground">{t('purchases.empty')}</p>;
  return (
    <div className="grid gap-5">
      <UnlockedFiles
        galleryId={props.shopClient.galleryId}
        unlocks={purchases.unlocks}
        photos={props.photos}
        imageAccess={props.imageAccess}
        onDownload={props.onDownload}
      />
      {orders.length > 0 && (
        <ShopSection title={t('purchases.orders')}>
          {orders.map((order) => (
            <OrderSummary key={order.id} order={order} />
          ))}
        </ShopSection>
      )}
    </div>
  );
}

type UnlockedFilesProps = Omit<PurchasesViewProps, 'shopClient'> & { galleryId: string; unlocks: Purchases['unlocks'] };

/** The files the client may download beyond the gallery's own settings, each with its button. */
export function UnlockedFiles({ galleryId, unlocks, photos, imageAccess, onDownload }: UnlockedFilesProps) {
  const { t } = useTranslation('shop');
  if (unlocks.length === 0) return null;
  // One row per file, the largest size bought.
  const byPhoto = new Map<string | null, Purchases['unlocks'][number]>();
  for (const unlock of unlocks)
    if (!byPhoto.has(unlock.photoId) || unlock.size === 'original') byPhoto.set(unlock.photoId, unlock);
  return (
    <ShopSection title={t('purchases.files')}>
      {[...byPhoto.values()].map((unlock) => {
        const photo = photos.find(({ id }) => id === unlock.photoId);
        if (unlock.photoId !== null && !photo) return null;
        const name = photo ? photo.filename : t('purchases.wholeGallery');
        return (
          <li
            key={unlock.photoId ?? 'gallery'}
            className="flex items-center gap-3 rounded-lg border p-2"
            data-testid="purchased-file"
          >
            {photo && (
              <img
                src={imageUrl(galleryId, photo.filename, 'thumbnail', imageAccess)}
                alt=""
                className="size-12 rounded object-cover"
              />
            )}
            <div className="grid min-w-0 flex-1">
              <p className="truncate font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">{t(`purchases.size.${unlock.size}`)}</p>
            </div>
            <Button
              type="button"
              variant="outline"
              aria-label={t('purchases.downloadNamed', { name })}
              onClick={() => onDownload(unlock.photoId)}
            >
              <Download aria-hidden="true" />
              {t('purchases.download')}
            </Button>
          </li>
        );
      })}
    </ShopSection>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  const money = useMoney(order.currency);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(order.paidAt ?? order.createdAt);
  return (
    <li className="grid gap-1 rounded-lg border p-3" data-testid="shop-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{t('purchases.orderOf', { date })}</p>
        <span className="tabular-nums">{money(order.total)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge
          status={order.status}
          variants={orderStatusVariants}
          label={t(`purchases.status.${order.status}`)}
        />
        {order.fulfilment !== 'none' && (
          <StatusBadge
            status={order.fulfilment}
            variants={orderFulfilmentVariants}
            label={t(`purchases.fulfilment.${order.fulfilment}`)}
          />
        )}
        {order.trackingUrl && (
          <a
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm underline underline-offset-4"
          >
            {t('purchases.tracking')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {order.items
          .map((item) => (item.quantity > 1 ? `${item.description} ×${item.quantity}` : item.description))
          .join(' · ')}
      </p>
    </li>
  );
}
