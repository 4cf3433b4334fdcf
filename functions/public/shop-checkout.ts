// POST /api/p/{id}/gallery/{galleryId}/shop/checkout?access= {CartRequest, email?, name?}: the
// calling client's cart becomes an order. With something to pay it is pending, and they get its
// payment page on the studio's own Stripe account: {orderId, status: 'pending', url}; with nothing
// to pay it is paid at once, its files unlocked: {orderId, status: 'paid', url: null}. Refusals
// (nothing written): the quote's, and 409 payments_unavailable, not_shippable, coupon_rejected,
// cart_empty, below_minimum_charge (functions/lib/shop/order-checkout.ts).
import { z } from 'zod/mini';
import { cartRequest } from '@core/domain/gallery-sales';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { checkOutCart } from '../lib/shop/order-checkout';
import { shopClient } from './shop-client';

const checkoutRequest = z.extend(cartRequest, {
  email: z.optional(z.string().check(z.trim(), z.maxLength(320), z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/))),
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const request = parseJsonBody(event, checkoutRequest);
  return json(200, await checkOutCart(sql, await shopClient(sql, event), request));
});
