// The gallery's shop through the public API (functions/shop, docs/decisions/gallery-sales.md): what
// it sells, a cart priced by the server (the page never prices anything), the checkout, and the
// client's own orders and what they unlocked. Every call carries the client's token as `?access=`.
// zod/mini, as on every public page.
import { z } from 'zod/mini';
import {
  DIGITAL_SIZES,
  ORDER_FULFILMENTS,
  ORDER_ITEM_KINDS,
  ORDER_STATUSES,
  PRICE_ITEM_KINDS,
} from '@core/domain/gallery-sales';
import type { CartLine, CartQuote, CartRequest, ShippingAddress } from '@core/domain/gallery-sales';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const shopItem = z.object({
  id: z.string(),
  kind: z.enum(PRICE_ITEM_KINDS),
  name: z.string(),
  size: z.nullable(z.enum(DIGITAL_SIZES)),
  widthMm: z.nullable(z.number()),
  heightMm: z.nullable(z.number()),
  paper: z.string(),
  frame: z.string(),
  price: z.number(),
});
export type ShopItem = z.output<typeof shopItem>;

const shopSchema = z.object({
  shop: z.nullable(
    z.object({
      currency: z.string(),
      items: z.array(shopItem),
      zones: z.array(z.object({ id: z.string(), name: z.string(), countries: z.array(z.string()), price: z.number() })),
      taxRateBp: z.number(),
      package: z.object({
        includedPhotos: z.nullable(z.number()),
        extraPhotoPrice: z.nullable(z.number()),
        chosen: z.number(),
        paidExtras: z.number(),
      }),
    }),
  ),
});
export type Shop = NonNullable<z.output<typeof shopSchema>['shop']>;

const crop = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

const quoteSchema = z.object({
  quote: z.object({
    currency: z.string(),
    lines: z.array(
      z.object({
        kind: z.enum(ORDER_ITEM_KINDS),
        itemId: z.nullable(z.string()),
        photoId: z.nullable(z.string()),
        description: z.string(),
        quantity: z.number(),
        unitPrice: z.number(),
        net: z.number(),
        tax: z.number(),
        size: z.nullable(z.enum(DIGITAL_SIZES)),
        print: z.nullable(
          z.object({ widthMm: z.number(), heightMm: z.number(), paper: z.string(), frame: z.string() }),
        ),
        crop: z.nullable(crop),
      }),
    ),
    subtotal: z.number(),
    discount: z.number(),
    shipping: z.number(),
    taxTotal: z.number(),
    total: z.number(),
    coupon: z.nullable(
      z.object({
        code: z.string(),
        applied: z.boolean(),
        reason: z.nullable(z.enum(['unknown', 'expired', 'used_up', 'inactive'])),
      }),
    ),
    shippable: z.boolean(),
  }),
});

// A pending order's payment page, or an order with nothing to pay, paid already.
const checkoutSchema = z.object({
  orderId: z.string(),
  status: z.enum(['pending', 'paid']),
  url: z.nullable(z.string()),
});

const orderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(ORDER_FULFILMENTS),
  total: z.number(),
  currency: z.string(),
  createdAt: z.number(),
  paidAt: z.nullable(z.number()),
  trackingUrl: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(ORDER_ITEM_KINDS),
      photoId: z.optional(z.nullable(z.string())),
      description: z.string(),
      quantity: z.number(),
    }),
  ),
});
export type Order = z.output<typeof orderSchema>;

const ordersSchema = z.object({
  orders: z.array(orderSchema),
  unlocks: z.array(z.object({ photoId: z.nullable(z.string()), size: z.enum(DIGITAL_SIZES) })),
});
export type Purchases = z.output<typeof ordersSchema>;

const api = createApiClient();

export type ShopClient = { slug: string; galleryId: string; access: string };

function shopPath({ slug, galleryId, access }: ShopClient, rest: string): string {
  return `${studioApiPath(slug)}/gallery/${encodeURIComponent(galleryId)}/shop${rest}?access=${encodeURIComponent(access)}`;
}

/** What the gallery sells to the client; null when it sells nothing. */
export async function fetchShop(client: ShopClient): Promise<Shop | null> {
  return (await api.get(shopPath(client, ''), shopSchema)).shop;
}

/** What the server asks to be priced: the cart's lines, the coupon typed, the address where prints go. */
export type CartAsk = {
  lines: readonly CartLine[];
  couponCode: string;
  shippingAddress: ShippingAddress | undefined;
  language: CartRequest['language'];
};

const requestBody = ({ lines, couponCode, shippingAddress, language }: CartAsk) => ({
  lines,
  couponCode,
  language,
  ...(shippingAddress ? { shippingAddress } : {}),
});

export async function quoteCart(client: ShopClient, ask: CartAsk): Promise<CartQuote> {
  return (await api.post(shopPath(client, '/quote'), requestBody(ask), quoteSchema)).quote;
}

/** Starts paying: the pending order and the payment page to send the client to, or the order paid when free. */
export function checkoutCart(
  client: ShopClient,
  ask: CartAsk,
  buyer: { name: string; email: string } | undefined,
): Promise<z.output<typeof checkoutSchema>> {
  return api.post(shopPath(client, '/checkout'), { ...requestBody(ask), ...buyer }, checkoutSchema);
}

/** The client's own orders, and what they may download beyond the gallery's own settings. */
export function fetchPurchases(client: ShopClient): Promise<Purchases> {
  return api.get(shopPath(client, '/orders'), ordersSchema);
}
