// The badges an order from a gallery shows wherever it is listed: where its payment stands, and
// whether its prints are still to send.
import { useTranslation } from 'react-i18next';
import type { OrderFulfilment, OrderStatus } from '@core/domain/gallery-sales';
import { StatusBadge, type BadgeVariant } from './status-badge';

/** An order's status as a badge's colour, in the back office and on the client's purchases. */
export const orderStatusVariants = {
  pending: 'outline',
  paid: 'success',
  refunded: 'secondary',
  expired: 'outline',
} as const satisfies Record<OrderStatus, BadgeVariant>;

export const orderFulfilmentVariants = {
  to_send: 'warning',
  sent: 'secondary',
} as const satisfies Record<Exclude<OrderFulfilment, 'none'>, BadgeVariant>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('sales');
  return (
    <StatusBadge status={status} variants={orderStatusVariants} label={t(`status.${status}`)} testId="order-status" />
  );
}

/** Prints to send or sent; nothing for an order of downloads only (or not paid). */
export function OrderFulfilmentBadge({ fulfilment }: { fulfilment: OrderFulfilment }) {
  const { t } = useTranslation('sales');
  if (fulfilment === 'none') return null;
  return (
    <StatusBadge
      status={fulfilment}
      variants={orderFulfilmentVariants}
      label={t(`fulfilment.${fulfilment}`)}
      testId="order-fulfilment"
    />
  );
}
