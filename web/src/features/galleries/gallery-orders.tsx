import { useQuery } from '@rocicorp/zero/react';
import { ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { OrderTable } from '../../components/order-table';
import { QueryContent } from '../../components/query-content';
import { TopPhotos } from '../../components/top-photos';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { salesFigures } from '../../lib/sales-figures';
import type { Gallery } from './gallery-types';

/** The gallery's Orders tab (managers): what its clients ordered, what it brought in, and the photos bought most. */
export function GalleryOrders({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation('sales');
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  const [orders, result] = useQuery(queries.galleryOrders.byGallery({ accountId: account.id, galleryId: gallery.id }));
  const figures = useMemo(() => salesFigures(orders, { now, timeZone: format.timeZone }), [orders, now, format]);

  return (
    <QueryContent
      rows={orders}
      result={result}
      empty={orders.length === 0}
      texts={{
        error: { title: t('list.errorTitle'), description: t('list.errorDescription') },
        empty: { title: t('list.emptyTitle'), description: t('gallery.empty') },
      }}
      emptyIcon={ShoppingBag}
      emptyTestId="gallery-orders-empty"
      skeletonClassName="grid gap-2"
      skeletons={['h-6 w-64', 'h-40 w-full']}
    >
      <section aria-labelledby="gallery-orders" className="grid gap-6" data-testid="gallery-orders">
        <div className="grid gap-1">
          <h2 id="gallery-orders" className="text-lg font-semibold">
            {t('gallery.heading')}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="gallery-sales-summary">
            {t('gallery.summary', { count: figures.orders, revenue: format.money(figures.revenue) })}
          </p>
        </div>
        {figures.topPhotos.length > 0 && (
          <div className="grid gap-3">
            <h3 className="text-sm font-medium text-muted-foreground">{t('figures.topPhotos')}</h3>
            <TopPhotos photos={figures.topPhotos} galleries={new Map([[gallery.id, gallery]])} />
          </div>
        )}
        <OrderTable orders={orders} />
      </section>
    </QueryContent>
  );
}
