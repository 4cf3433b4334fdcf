import { useQuery } from '@rocicorp/zero/react';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queries } from '@core/zero/queries';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { orderPath, SALES_PATH } from '../../lib/order-links';

/** How many of the oldest the card lists; it counts up to COUNTED, and says "100+" beyond. */
const OLDEST_LISTED = 5;
const COUNTED = 100;

/** Paid orders whose prints wait to be sent, oldest first: Home's reminder, for those who see money. */
export function OrdersToSendCard() {
  const { t } = useTranslation('home');
  const { account } = useAccount();
  const format = useStudioFormat();
  const [orders, result] = useQuery(queries.galleryOrders.toSend({ accountId: account.id, limit: COUNTED }));
  const loading = useQueryPatience(orders, result);
  return (
    <Card data-testid="home-orders-to-send">
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <Package className="size-4" aria-hidden="true" />
          {t('ordersToSend.title')}
        </CardDescription>
        {loading ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <CardTitle className="text-3xl font-semibold tabular-nums" data-testid="home-orders-to-send-count">
            {orders.length >= COUNTED ? `${COUNTED}+` : orders.length}
          </CardTitle>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {loading ? (
          <Skeleton className="h-16 w-full" />
        ) : orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('ordersToSend.empty')}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('ordersToSend.count', { count: orders.length })}</p>
            <ul className="grid gap-2 text-sm" data-testid="home-orders-to-send-list">
              {orders.slice(0, OLDEST_LISTED).map((order) => (
                <li key={order.id}>
                  <Link to={orderPath(order.id)} className="flex items-baseline justify-between gap-2 hover:underline">
                    <span className="truncate">{order.buyerName || order.buyerEmail}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {t('ordersToSend.paidOn', { date: format.date(order.paidAt ?? order.createdAt, 'date') })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button asChild variant="link" className="h-auto w-fit px-0">
          <Link to={SALES_PATH}>{t('ordersToSend.all')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
