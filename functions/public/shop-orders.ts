// GET /api/p/{id}/gallery/{galleryId}/shop/orders?access=: the calling client's own orders in the
// gallery, and what they may download beyond the gallery's settings (functions/lib/shop/client-orders.ts).
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { clientOrders } from '../lib/shop/client-orders';
import { shopClient } from './shop-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  return json(200, await clientOrders(sql, await shopClient(sql, event), Date.now()));
});
