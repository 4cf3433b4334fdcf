// What a manager sets up in Settings → Shop (docs/decisions/gallery-sales.md): price lists with
// their items and shipping zones, and coupons. Checked alike by the forms and by the mutators
// (core/zero/shop.ts); the combinations the database also refuses (a print without its size, a
// coupon with both discounts) are refused here first, with a code the forms can translate.
import { z } from 'zod';
import { DIGITAL_SIZES, PRICE_ITEM_KINDS, type PriceItemKind } from './gallery-sales';
import { entityId } from './ids';
import { paymentAmount, priceAmount } from './amount-fields';
import { partialUpdate } from './partial-update';

/** A price list's, an item's or a zone's name. */
export const priceListName = z.string().trim().min(1, 'required').max(200, 'tooLong');
const name = priceListName;

/** A price before tax, in minor units (MAX_AMOUNT is the database's MAX_PRICE). */
const price = priceAmount;

export const createPriceListArgs = z.object({
  id: entityId,
  accountId: entityId,
  name,
  extraPhotoPrice: z.nullable(price).default(null),
});
export const renamePriceListArgs = z.object({ id: entityId, name });
/** null: no extra photos are sold, and a package's number is a hard cap. */
export const setExtraPhotoPriceArgs = z.object({ id: entityId, extraPhotoPrice: z.nullable(price) });
export const deletePriceListArgs = z.object({ id: entityId });

/** The smallest and largest side of a print (millimetres), as the database keeps them. */
export const PRINT_MM = { min: 10, max: 5000 } as const;
const millimetres = z.number('invalid').int('invalid').min(PRINT_MM.min, 'printSize').max(PRINT_MM.max, 'printSize');

/** An item's fields as a new one has them: a digital kind names its size, a print its millimetres. */
export const priceListItemFields = z.object({
  kind: z.enum(PRICE_ITEM_KINDS),
  name,
  size: z.enum(DIGITAL_SIZES).nullable().default(null),
  widthMm: millimetres.nullable().default(null),
  heightMm: millimetres.nullable().default(null),
  paper: z.string().trim().max(100, 'tooLong').default(''),
  frame: z.string().trim().max(100, 'tooLong').default(''),
  price,
});
export type PriceListItemFields = z.output<typeof priceListItemFields>;

export const addPriceListItemArgs = priceListItemFields.extend({ id: entityId, priceListId: entityId });
export const updatePriceListItemArgs = partialUpdate(priceListItemFields).extend({ id: entityId });
export const movePriceListItemArgs = z.object({ id: entityId, by: z.union([z.literal(-1), z.literal(1)]) });
export const deletePriceListItemArgs = z.object({ id: entityId });

/** Digital items and prints are listed (and moved) apart. */
export const itemGroup = (kind: PriceItemKind) => (kind === 'print' ? 'print' : 'digital');

/**
 * Why an item as it would be saved cannot be, or undefined when it can: a digital item names the
 * file it delivers and no print size; a print names its width and height and no file size.
 */
export function itemProblem(item: Pick<PriceListItemFields, 'kind' | 'size' | 'widthMm' | 'heightMm'>) {
  if (item.kind === 'print') {
    return item.widthMm === null || item.heightMm === null || item.size !== null ? 'printNeedsSize' : undefined;
  }
  return item.size === null || item.widthMm !== null || item.heightMm !== null ? 'digitalNeedsSize' : undefined;
}

/** ISO 3166-1 alpha-2, typed in any case. */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'countryCode');

export const shippingZoneFields = z.object({
  name,
  /** Empty: every country the list's other zones do not name. */
  countries: z
    .array(countryCode)
    .max(250, 'tooLong')
    .refine((codes) => new Set(codes).size === codes.length, 'countryTwice')
    .default([]),
  price,
});
export const addShippingZoneArgs = shippingZoneFields.extend({ id: entityId, priceListId: entityId });
export const updateShippingZoneArgs = partialUpdate(shippingZoneFields).extend({ id: entityId });
export const deleteShippingZoneArgs = z.object({ id: entityId });

/** A coupon's code as the database keeps it: capitals, digits, dash and underscore. */
export const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, 'couponCode');

export const couponFields = z.object({
  code: couponCode,
  /** A percentage off, in basis points (10 % is 1000); or else `amountOff`. */
  percentOffBp: z
    .number('invalid')
    .int('invalid')
    .min(1, 'percentRange')
    .max(10_000, 'percentRange')
    .nullable()
    .default(null),
  amountOff: z.nullable(paymentAmount).default(null),
  /** The last instant it may be used; null: it never expires. */
  expiresAt: z.number('invalid').int('invalid').min(0, 'invalid').nullable().default(null),
  /** How many orders each client may use it on; null: no limit. */
  limitPerClient: z
    .number('invalid')
    .int('invalid')
    .min(1, 'limitRange')
    .max(1000, 'limitRange')
    .nullable()
    .default(null),
  active: z.boolean().default(true),
});
export type CouponFields = z.output<typeof couponFields>;

export const createCouponArgs = couponFields.extend({ id: entityId, accountId: entityId });
export const updateCouponArgs = partialUpdate(couponFields).extend({ id: entityId });
export const deleteCouponArgs = z.object({ id: entityId });

/** Why a coupon as it would be saved cannot be: it takes a percentage or an amount off, exactly one. */
export function couponProblem(coupon: Pick<CouponFields, 'percentOffBp' | 'amountOff'>) {
  return (coupon.percentOffBp === null) === (coupon.amountOff === null) ? 'couponNeedsOneDiscount' : undefined;
}

/** A package's included photos: none for no cap. */
export const includedPhotos = z.number('invalid').int('invalid').min(1, 'includedRange').max(10_000, 'includedRange');

/**
 * The package a gallery or a session type carries, as its update sends it; a gallery made for a
 * session starts with its type's.
 */
export const packageChanges = {
  priceListId: z.nullable(entityId).optional(),
  includedPhotos: includedPhotos.nullable().optional(),
};
