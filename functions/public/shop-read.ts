// GET /api/p/{id}/gallery/{galleryId}/shop?access=: what the gallery sells to the calling client
// (its price list's items and shipping zones, the studio's tax rate and currency) and their
// package ("12 of 20 chosen"); `shop: null` when the gallery sells nothing.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { readShopOffer } from '../lib/shop/shop-offer';
import { shopClient } from './shop-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const offer = await readShopOffer(sql, await shopClient(sql, event));
  if (!offer) return json(200, { shop: null });
  const { unpaidExtras: _extras, ...shop } = offer;
  return json(200, { shop });
});
