// A client's own orders in a gallery, and what they may download beyond the gallery's own
// settings (their unlocks not revoked): the page's "Purchases". An order left at the payment
// page past its time is no longer shown.
import type postgres from 'postgres';
import type { DigitalSize, OrderFulfilment, OrderStatus, PricedLine } from '@core/domain/gallery-sales';
import { checkoutCutoff } from './coupons';
import type { ShopClient } from './shop-offer';

/** A line as the order wrote it (the price list's item may have changed since). */
type OrderItem = Omit<PricedLine, 'itemId'>;

export type ClientOrder = {
  id: string;
  status: OrderStatus;
  fulfilment: OrderFulfilment;
  total: number;
  currency: string;
  createdAt: number;
  paidAt: number | null;
  trackingUrl: string;
  items: OrderItem[];
};

export async function clientOrders(sql: postgres.Sql, client: ShopClient, now: number) {
  const [orders, unlocks] = await Promise.all([
    sql<ClientOrder[]>`
      select o.id, o.status, o.fulfilment, o.total::float8 as total, o.currency, o.created_at::float8 as "createdAt",
             o.paid_at::float8 as "paidAt", o.tracking_url as "trackingUrl",
             coalesce((select json_agg(json_build_object(
                 'kind', i.kind, 'photoId', i.photo_id, 'description', i.description, 'quantity', i.quantity,
                 'unitPrice', i.unit_price, 'net', i.net, 'tax', i.tax, 'size', i.size, 'print', i.print, 'crop', i.crop)
               order by i.position, i.id)
               from gallery_order_items i where i.order_id = o.id), '[]') as items
      from gallery_orders o
      where o.account_id = ${client.accountId} and o.gallery_id = ${client.id} and o.invite_id = ${client.inviteId}
        and o.status <> 'expired' and not (o.status = 'pending' and o.created_at < ${checkoutCutoff(now)})
      order by o.created_at desc, o.id`,
    sql<{ photoId: string | null; size: DigitalSize }[]>`
      select distinct photo_id as "photoId", size from gallery_unlocks
      where account_id = ${client.accountId} and gallery_id = ${client.id} and invite_id = ${client.inviteId}
        and revoked_at is null
      order by 1 nulls first, 2`,
  ]);
  return { orders, unlocks };
}
