import { useQuery } from '@rocicorp/zero/react';
import { PackageCheck, ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isSendable } from '@core/domain/gallery-order-sent';
import { entityId } from '@core/domain/ids';
import { queries } from '@core/zero/queries';
import { BackLink } from '../../components/back-link';
import { EditorPageGate } from '../../components/editor-page-gate';
import { OrderFulfilmentBadge, OrderStatusBadge } from '../../components/order-badges';
import type { OrderRow } from '../../components/order-table';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useAccount } from '../../hooks/use-account';
import { useDocumentMoney } from '../../hooks/use-document-money';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { countryName } from '../../lib/countries';
import { SALES_PATH } from '../../lib/order-links';
import { MarkSentDialog } from './mark-sent-dialog';
import { OrderItems, type OrderItem } from './order-items';

type OrderDetail = Omit<OrderRow, 'gallery'> & {
  readonly items: readonly OrderItem[];
  readonly gallery?:
    | {
        readonly id: string;
        readonly name: string;
        readonly status: string;
        readonly settings: unknown;
        readonly expiresAt: number;
      }
    | undefined;
  readonly invoice?: { readonly id: string; readonly numberText: string | null } | undefined;
};

/** /app/sales/orders/:orderId: what a client ordered from a gallery, where it goes, its invoice, and marking its prints sent. */
export function OrderPage() {
  const { t } = useTranslation('sales');
  const { orderId = '' } = useParams();
  const { account } = useAccount();
  const validId = entityId.safeParse(orderId).success;
  const [order, result] = useQuery(validId && queries.galleryOrders.byId({ accountId: account.id, id: orderId }));
  return (
    <EditorPageGate
      validId={validId}
      row={order}
      result={result}
      loadingLabel={t('order.loading')}
      missing={{
        icon: ShoppingBag,
        texts: { title: t('order.missingTitle'), description: t('order.missingDescription') },
        back: { label: t('order.back'), to: SALES_PATH },
        testId: 'order-missing',
      }}
    >
      {(row) => <OrderScreen order={row} />}
    </EditorPageGate>
  );
}

function OrderScreen({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('sales');
  const format = useStudioFormat();
  const money = useDocumentMoney(order.currency);
  const [marking, setMarking] = useState(false);
  const buyer = order.buyerName || order.buyerEmail;
  const address = order.shippingAddress;

  return (
    <article className="grid gap-6" data-testid="order-screen" data-screen-ready="">
      <BackLink to={SALES_PATH} label={t('order.back')} />
      <PageHeader
        title={t('order.title', { buyer })}
        description={
          <span className="flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            <OrderFulfilmentBadge fulfilment={order.fulfilment} />
          </span>
        }
        actions={
          isSendable(order) && (
            <Button onClick={() => setMarking(true)}>
              <PackageCheck aria-hidden="true" />
              {t('order.markSent.action')}
            </Button>
          )
        }
      />
      <section aria-label={t('order.facts')} className="grid gap-4 rounded-xl border bg-card p-6 sm:grid-cols-2">
        <dl className="grid content-start gap-3 text-sm">
          <Fact label={t('order.buyer')}>
            {order.customerId ? (
              <Link
                className="font-medium underline-offset-4 hover:underline"
                to={`/app/clients/customers/${order.customerId}`}
              >
                {buyer}
              </Link>
            ) : (
              <span className="font-medium">{buyer}</span>
            )}
            {order.buyerName && <span className="block text-muted-foreground">{order.buyerEmail}</span>}
          </Fact>
          <Fact label={t('order.gallery')}>
            {order.gallery ? (
              <Link className="underline-offset-4 hover:underline" to={`/app/galleries/${order.gallery.id}?tab=orders`}>
                {order.gallery.name}
              </Link>
            ) : (
              t('list.galleryDeleted')
            )}
          </Fact>
          {address && (
            <Fact label={t('order.shipTo')}>
              <address className="not-italic" data-testid="order-address">
                {[
                  address.name,
                  address.line1,
                  address.line2,
                  [address.postalCode, address.city].filter(Boolean).join(' '),
                  address.region,
                  countryName(address.country, format.locale),
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            </Fact>
          )}
        </dl>
        <dl className="grid content-start gap-3 text-sm">
          <Fact label={t('order.createdAt')}>{format.date(order.createdAt, 'dateTime')}</Fact>
          {order.paidAt !== null && <Fact label={t('order.paidAt')}>{format.date(order.paidAt, 'dateTime')}</Fact>}
          {order.refundedAt !== null && (
            <Fact label={t('order.refundedAt')}>{format.date(order.refundedAt, 'dateTime')}</Fact>
          )}
          <Fact label={t('order.invoice')}>
            {order.invoice ? (
              <Link
                className="font-medium underline-offset-4 hover:underline"
                to={`/app/invoices/${order.invoice.id}`}
                data-testid="order-invoice"
              >
                {order.invoice.numberText ?? order.invoice.id}
              </Link>
            ) : (
              <span className="text-muted-foreground">{t('order.noInvoice')}</span>
            )}
          </Fact>
          {order.fulfilment === 'sent' && order.sentAt !== null && (
            <>
              <Fact label={t('order.sentAt')}>{format.date(order.sentAt, 'dateTime')}</Fact>
              <Fact label={t('order.tracking')}>
                {order.trackingUrl ? (
                  <a
                    className="break-all underline-offset-4 hover:underline"
                    href={order.trackingUrl}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="order-tracking"
                  >
                    {order.trackingUrl}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{t('order.noTracking')}</span>
                )}
              </Fact>
            </>
          )}
          {order.status === 'paid' && order.fulfilment === 'none' && (
            <p className="text-muted-foreground">{t('order.downloadsOnly')}</p>
          )}
        </dl>
      </section>
      <section aria-labelledby="order-items" className="grid gap-3">
        <h2 id="order-items" className="text-lg font-semibold">
          {t('order.items')}
        </h2>
        <OrderItems items={order.items} currency={order.currency} gallery={order.gallery} />
        <dl className="ml-auto grid w-full max-w-sm gap-1 text-sm" data-testid="order-totals">
          <Total label={t('order.totals.subtotal')} value={money(order.subtotal)} />
          {order.discount > 0 && (
            <Total label={t('order.totals.discount', { code: order.couponCode })} value={money(-order.discount)} />
          )}
          {order.shipping > 0 && <Total label={t('order.totals.shipping')} value={money(order.shipping)} />}
          <Total label={t('order.totals.tax')} value={money(order.taxTotal)} />
          <Total label={t('order.totals.total')} value={money(order.total)} strong />
        </dl>
      </section>
      {isSendable(order) && <MarkSentDialog order={order} open={marking} onOpenChange={setMarking} />}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t pt-2 font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
