// POST /api/accounts/{id}/gallery-orders/{orderId}/sent {trackingUrl}: a manager says a paid
// order's prints are on their way. The order is locked for the change, so of many calls at once
// one marks it sent and queues the client's mail (in the same transaction); the others find it
// sent and answer 409 `order_not_sendable`, as does an order with nothing to send.
import { isSendable, markSentRequest } from '@core/domain/gallery-order-sent';
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { enqueue } from '../lib/queue';

export const handler = defineHandler(async (event) => {
  const { accountId, sql, caller } = await accountInPath(event, needs.manage);
  const orderId = parseInput(event.pathParameters?.orderId, entityId);
  const { trackingUrl } = parseJsonBody(event, markSentRequest);
  const order = await sql.begin(async (tx) => {
    const [locked] = await tx<{ status: string; fulfilment: string }[]>`
      select status, fulfilment from gallery_orders where account_id = ${accountId} and id = ${orderId} for update`;
    if (!locked) throw new HttpError(404, 'not_found', 'Order not found');
    if (!isSendable(locked))
      throw new HttpError(409, 'order_not_sendable', 'This order has no prints waiting to be sent');
    const now = Date.now();
    const [sent] = await tx<{ id: string; fulfilment: string; sentAt: number; trackingUrl: string }[]>`
      update gallery_orders set fulfilment = 'sent', sent_at = ${now}, tracking_url = ${trackingUrl}, updated_at = ${now}
      where account_id = ${accountId} and id = ${orderId}
      returning id, fulfilment, sent_at::float8 as "sentAt", tracking_url as "trackingUrl"`;
    await enqueue(
      'gallery-order-sent',
      { accountId, orderId, senderId: caller.userId },
      { singletonKey: orderId, db: tx },
    );
    return sent!;
  });
  return json(200, { order });
});
