import { useQuery } from '@rocicorp/zero/react';
import { ChartNoAxesColumn } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queries } from '@core/zero/queries';
import { QueryContent } from '../../components/query-content';
import { TopPhotos } from '../../components/top-photos';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { salesFigures, salesWindowStart } from '../../lib/sales-figures';

/** The Figures tab: the last 12 months' paid orders and revenue, by month and gallery, and the photos bought most. */
export function SalesFiguresView() {
  const { t } = useTranslation('sales');
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  // The window's first instant only moves when a month turns, so the query stays the same.
  const from = salesWindowStart(now, format.timeZone);
  const [orders, result] = useQuery(queries.galleryOrders.paidSince({ accountId: account.id, from }));
  const figures = useMemo(() => salesFigures(orders, { now, timeZone: format.timeZone }), [orders, now, format]);
  const galleries = useMemo(
    () => new Map(orders.flatMap((order) => (order.gallery ? [[order.gallery.id, order.gallery] as const] : []))),
    [orders],
  );

  return (
    <QueryContent
      rows={orders}
      result={result}
      empty={figures.orders === 0}
      texts={{
        error: { title: t('list.errorTitle'), description: t('list.errorDescription') },
        loading: t('figures.loading'),
        empty: { title: t('figures.emptyTitle'), description: t('figures.empty') },
      }}
      emptyIcon={ChartNoAxesColumn}
      emptyTestId="sales-empty"
      skeletonClassName="grid gap-4"
      skeletons={['h-24 w-full', 'h-64 w-full']}
    >
      <div className="grid gap-8" data-testid="sales-figures" data-screen-ready="">
        <p className="text-sm text-muted-foreground">{t('figures.description')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardDescription>{t('figures.orders')}</CardDescription>
              <CardTitle className="text-3xl font-semibold tabular-nums" data-testid="sales-orders">
                {figures.orders}
              </CardTitle>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <CardDescription>{t('figures.revenue')}</CardDescription>
              <CardTitle className="text-3xl font-semibold tabular-nums" data-testid="sales-revenue">
                {format.money(figures.revenue)}
              </CardTitle>
            </CardHeader>
          </Card>
        </div>
        <FiguresSection id="sales-by-month" title={t('figures.byMonth')}>
          <FiguresTable
            testId="sales-by-month"
            first={t('figures.columns.month')}
            rows={[...figures.months].reverse().map((month) => ({
              key: String(month.start),
              label: format.date(month.start, 'monthYear'),
              orders: month.orders,
              revenue: month.revenue,
            }))}
          />
        </FiguresSection>
        <FiguresSection id="sales-by-gallery" title={t('figures.byGallery')}>
          <FiguresTable
            testId="sales-by-gallery"
            first={t('figures.columns.gallery')}
            rows={figures.galleries.map((gallery) => ({
              key: gallery.galleryId ?? '',
              label:
                gallery.galleryId === null ? (
                  t('list.galleryDeleted')
                ) : (
                  <Link className="font-medium hover:underline" to={`/app/galleries/${gallery.galleryId}?tab=orders`}>
                    {gallery.name}
                  </Link>
                ),
              orders: gallery.orders,
              revenue: gallery.revenue,
            }))}
          />
        </FiguresSection>
        {figures.topPhotos.length > 0 && (
          <FiguresSection id="sales-top-photos" title={t('figures.topPhotos')}>
            <TopPhotos photos={figures.topPhotos} galleries={galleries} />
          </FiguresSection>
        )}
      </div>
    </QueryContent>
  );
}

function FiguresSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type FiguresRow = { key: string; label: ReactNode; orders: number; revenue: number };

function FiguresTable({ first, rows, testId }: { first: string; rows: readonly FiguresRow[]; testId: string }) {
  const { t } = useTranslation('sales');
  const format = useStudioFormat();
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="border-b bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {first}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('figures.columns.orders')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('figures.columns.revenue')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-2 text-left font-normal">
                {row.label}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{row.orders}</td>
              <td className="px-4 py-2 text-right tabular-nums">{format.money(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
