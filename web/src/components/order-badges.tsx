// The badges an order from a gallery shows wherever it is listed: where its payment stands, and
// whether its prints are still to send.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFulfilment, OrderStatus } from '@core/domain/gallery-sales';
import { Badge } from './ui/badge';

type Variant = ComponentProps<typeof Badge>['variant'];

const statusVariants = {
  pending: 'outline',
  paid: 'success',
  refunded: 'secondary',
  expired: 'outline',
} as const satisfies Record<OrderStatus, Variant>;

const fulfilmentVariants = {
  to_send: 'warning',
  sent: 'secondary',
} as const satisfies Record<Exclude<OrderFulfilment, 'none'>, Variant>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('sales');
  return (
    <Badge variant={statusVariants[status]} data-testid="order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Prints to send or sent; nothing for an order of downloads only (or not paid). */
export function OrderFulfilmentBadge({ fulfilment }: { fulfilment: OrderFulfilment }) {
  const { t } = useTranslation('sales');
  if (fulfilment === 'none') return null;
  return (
    <Badge variant={fulfilmentVariants[fulfilment]} data-testid="order-fulfilment">
      {t(`fulfilment.${fulfilment}`)}
    </Badge>
  );
}
