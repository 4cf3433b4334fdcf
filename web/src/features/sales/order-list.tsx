import { useQuery } from '@rocicorp/zero/react';
import { SearchX, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@core/domain/gallery-sales';
import { queries } from '@core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Options } from '../../components/options';
import { OrderTable } from '../../components/order-table';
import { QueryErrorState } from '../../components/query-error-state';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useListWindow } from '../../hooks/use-list-window';
import { useQueryPatience } from '../../hooks/use-query-patience';

/** The Orders tab: every order of the studio's galleries, newest first, by status. */
export function OrderList() {
  const { t } = useTranslation('sales');
  const { account } = useAccount();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const { limit, grow } = useListWindow(status);
  const [orders, result] = useQuery(
    queries.galleryOrders.list({ accountId: account.id, limit, ...(status ? { status } : {}) }),
  );
  const loading = useQueryPatience(orders, result);
  const more = orders.length >= limit;
  const count = orders.length;
  return (
    <section aria-label={t('tabs.orders')} className="grid gap-5" data-screen-ready={loading ? undefined : ''}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {loading ? '\u00a0' : more ? t('list.countAtLeast', { count }) : t('list.count', { count })}
        </p>
        <NativeSelect
          aria-label={t('list.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          className="w-full sm:w-56"
        >
          <Options
            none={t('list.allStatuses')}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </NativeSelect>
      </div>
      {result.type === 'error' && count === 0 ? (
        <QueryErrorState
          texts={{ title: t('list.errorTitle'), description: t('list.errorDescription') }}
          onRetry={result.retry}
        />
      ) : loading ? (
        <LoadingPlaceholder className="grid gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </LoadingPlaceholder>
      ) : count > 0 ? (
        <OrderTable orders={orders} withGallery onNearEnd={more ? grow : undefined} />
      ) : status !== '' ? (
        <EmptyState
          icon={SearchX}
          texts={{ title: t('list.noMatchTitle'), description: t('list.noMatch') }}
          action={{ label: t('list.clearFilter'), onClick: () => setStatus('') }}
        />
      ) : (
        <EmptyState
          icon={ShoppingBag}
          testId="orders-empty"
          texts={{ title: t('list.emptyTitle'), description: t('list.emptyDescription') }}
        />
      )}
    </section>
  );
}
