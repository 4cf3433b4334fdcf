// Selling from the gallery (docs/decisions/gallery-sales.md): what a price list sells, what a
// client's cart asks for, and what the server answers. The public gallery reads these too, so
// this file uses zod/mini only. Amounts are minor units, before tax, as on invoices.
import { z } from 'zod/mini';

export const PRICE_ITEM_KINDS = ['digital_photo', 'digital_gallery', 'print'] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

/** An order's line: what a price list sells, plus a package's extra photos. */
export const ORDER_ITEM_KINDS = ['extra_photo', ...PRICE_ITEM_KINDS] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

export const DIGITAL_SIZES = ['web', 'original'] as const;
export type DigitalSize = (typeof DIGITAL_SIZES)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_FULFILMENTS = ['none', 'to_send', 'sent'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/** The largest amount a price or a coupon may name (minor units). */
export const MAX_PRICE = 100_000_000_000;

/** How long a client has at the payment page before a pending order expires (ms). */
export const CHECKOUT_MINUTES = 30;

/** A print as a lab takes it. */
export type PrintSpec = { widthMm: number; heightMm: number; paper: string; frame: string };

/** The part of a photo a print shows: fractions of the photo's width and height, from its top left. */
export const crop = z.object({
  x: z.number().check(z.gte(0), z.lte(1)),
  y: z.number().check(z.gte(0), z.lte(1)),
  width: z.number().check(z.gt(0), z.lte(1)),
  height: z.number().check(z.gt(0), z.lte(1)),
});
export type Crop = z.infer<typeof crop>;

/** Where prints go. */
export const shippingAddress = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'tooLong')),
  line1: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'tooLong')),
  line2: z._default(z.string().check(z.trim(), z.maxLength(200, 'tooLong')), ''),
  postalCode: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(20, 'tooLong')),
  city: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
  region: z._default(z.string().check(z.trim(), z.maxLength(100, 'tooLong')), ''),
  /** ISO 3166-1 alpha-2. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'invalid')),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/**
 * One line of a client's cart: a price list item (with the photo, for every kind but the whole
 * gallery; with the crop, for prints) and how many.
 */
export const cartLine = z.object({
  itemId: z.string().check(z.minLength(1), z.maxLength(64)),
  photoId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1),
  crop: z.optional(crop),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * What the client asks the server to price (POST …/shop/quote) or to check out (POST
 * …/shop/checkout). The extra photos of a package are never sent: the server counts them from the
 * client's selection.
 */
export const cartRequest = z.object({
  lines: z.array(cartLine).check(z.maxLength(200)),
  couponCode: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  shippingAddress: z.optional(shippingAddress),
  language: z._default(z.enum(['en', 'es', 'ca']), 'en'),
});
export type CartRequest = z.infer<typeof cartRequest>;

/** A priced line, as the server wrote it. */
export type PricedLine = {
  kind: OrderItemKind;
  itemId: string | null;
  photoId: string | null;
  description: string;
  quantity: number;
  unitPrice: number;
  net: number;
  tax: number;
  size: DigitalSize | null;
  print: PrintSpec | null;
  crop: Crop | null;
};

/** What a cart costs, as the server priced it (the only prices that count). */
export type CartQuote = {
  currency: string;
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  taxTotal: number;
  total: number;
  /** The coupon applied, or why the one typed was not: unknown, expired, used up, inactive. */
  coupon: { code: string; applied: boolean; reason: 'unknown' | 'expired' | 'used_up' | 'inactive' | null } | null;
  /** Prints need an address in a shipping zone: false when the address is missing or no zone takes it. */
  shippable: boolean;
};

/** The package of a gallery as the client sees it: "12 of 20 chosen". */
export type GalleryPackage = {
  /** How many chosen photos the package includes; null: no package. */
  includedPhotos: number | null;
  /** The price of each photo chosen beyond them; null: no extras are sold (the cap is hard). */
  extraPhotoPrice: number | null;
  chosen: number;
  /** Extras already paid for. */
  paidExtras: number;
};
