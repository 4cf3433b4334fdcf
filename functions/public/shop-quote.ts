// POST /api/p/{id}/gallery/{galleryId}/shop/quote?access= {CartRequest}: what the calling client's
// cart costs, priced by the server (the page sends no price): the extras their Favourites make,
// the coupon as it stands for them, shipping to the address. 409 item_unavailable for a line the
// gallery does not sell.
import { cartRequest } from '@core/domain/gallery-sales';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { priceClientCart, publicQuote } from '../lib/shop/cart-quote';
import { shopClient } from './shop-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const request = parseJsonBody(event, cartRequest);
  const client = await shopClient(sql, event);
  const [invite] = await sql<{ email: string }[]>`select email from gallery_invites where id = ${client.inviteId}`;
  const { quote } = await priceClientCart(sql, client, request, invite?.email ?? '', { now: Date.now() });
  return json(200, { quote: publicQuote(quote) });
});
