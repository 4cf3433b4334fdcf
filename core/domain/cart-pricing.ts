// What a client's cart costs (docs/decisions/gallery-sales.md), priced by the server only: the
// price list's items at their prices, one extra photo per Favourite beyond the package, the
// coupon taken off the lines before tax, and shipping once per order with prints. Each line is
// taxed as an invoice's line is (invoice-totals.ts), so the invoice issued when the order is paid
// carries the same lines, discounts and totals.
import { lineAmounts, documentTotals } from './invoice-totals';
import { sumAmounts } from './money';
import type { CartQuote, CartRequest, DigitalSize, PriceItemKind, PricedLine, ShippingAddress } from './gallery-sales';

/** An item of a price list, as the shop shows it. */
export type ShopItem = {
  id: string;
  kind: PriceItemKind;
  name: string;
  size: DigitalSize | null;
  widthMm: number | null;
  heightMm: number | null;
  paper: string;
  frame: string;
  price: number;
};

/** A shipping zone of a price list; no countries: every country no other zone names. */
export type ShopZone = { id: string; name: string; countries: string[]; price: number };

/** The coupon the client typed, as the studio has it now: usable (one of the two amounts), or why not. */
export type CouponState =
  | { code: string; usable: true; percentOffBp: number | null; amountOff: number | null }
  | { code: string; usable: false; reason: 'unknown' | 'expired' | 'used_up' | 'inactive' };

export type PricingInput = {
  currency: string;
  items: readonly ShopItem[];
  zones: readonly ShopZone[];
  taxRateBp: number;
  request: CartRequest;
  /** The gallery's photos the cart may name, by id: their file names. */
  photos: ReadonlyMap<string, string>;
  /** The Favourites beyond the package (and the extras already paid), each an extra photo at `price`. */
  extras: { photoIds: readonly string[]; price: number };
  coupon: CouponState | null;
  /** The words the lines say, in the client's language. */
  words: { extraPhoto: string };
};

/** A line of the order with its discount and tax rate, as the invoice's line will say it. */
export type OrderLine = PricedLine & { discountBp: number; taxRateBp: number };

export type OrderQuote = Omit<CartQuote, 'lines'> & {
  lines: OrderLine[];
  /** The zone the address falls in, when the order has prints and one takes it. */
  shippingZoneId: string | null;
  /** The coupon applied, when one was. */
  couponApplied: Extract<CouponState, { usable: true }> | null;
};

/** The cart line `index` names no item of the list, no photo of the gallery, or a print without its crop. */
export class ItemUnavailable extends Error {
  constructor(readonly index: number) {
    super(`Cart line ${index} is not available`);
  }
}

/** A line as asked for, before its discount and tax. */
type AskedLine = Omit<OrderLine, 'net' | 'tax' | 'discountBp' | 'taxRateBp'>;

const BP = 10_000;

/** The line a cart line asks for, before any discount; throws ItemUnavailable. */
function cartLineOf(input: PricingInput, index: number): AskedLine {
  const line = input.request.lines[index]!;
  const item = input.items.find((candidate) => candidate.id === line.itemId);
  if (!item) throw new ItemUnavailable(index);
  const wholeGallery = item.kind === 'digital_gallery';
  const filename = line.photoId === undefined ? undefined : input.photos.get(line.photoId);
  if (wholeGallery ? line.photoId !== undefined : filename === undefined) throw new ItemUnavailable(index);
  if ((item.kind === 'print') !== (line.crop !== undefined)) throw new ItemUnavailable(index);
  return {
    kind: item.kind,
    itemId: item.id,
    photoId: wholeGallery ? null : line.photoId!,
    description: wholeGallery ? item.name : `${item.name} · ${filename}`,
    // A file is bought once; prints come in any number.
    quantity: item.kind === 'print' ? line.quantity : 1,
    unitPrice: item.price,
    size: item.size,
    print:
      item.kind === 'print'
        ? { widthMm: item.widthMm ?? 0, heightMm: item.heightMm ?? 0, paper: item.paper, frame: item.frame }
        : null,
    crop: line.crop ?? null,
  };
}

/** The same file asked for twice is one line. */
const sameFile = (a: { kind: string; itemId: string | null; photoId: string | null }, b: typeof a) =>
  a.kind !== 'print' && a.kind === b.kind && a.itemId === b.itemId && a.photoId === b.photoId;

/**
 * Each line's discount in basis points: a percentage on every line; an amount taken from the
 * lines in order, each line at most to zero, in whole basis points (rounded down, so never more
 * than the coupon says) so that the invoice's lines say exactly the same.
 */
function discounts(gross: readonly number[], coupon: PricingInput['coupon']): number[] {
  if (!coupon?.usable) return gross.map(() => 0);
  if (coupon.percentOffBp !== null) return gross.map(() => coupon.percentOffBp!);
  let left = coupon.amountOff ?? 0;
  return gross.map((amount) => {
    if (left <= 0 || amount <= 0) return 0;
    const bp = left >= amount ? BP : Math.floor((left * BP) / amount);
    left -=
      amount - lineAmounts({ quantity: 1, unitPrice: amount, discountBp: bp, taxRateBp: 0, taxExemption: '' }).net;
    return bp;
  });
}

/** The zone that ships to the address's country: the one naming it, else the one naming none. */
export function zoneFor(zones: readonly ShopZone[], address: ShippingAddress | undefined): ShopZone | undefined {
  if (!address) return undefined;
  return (
    zones.find((zone) => zone.countries.includes(address.country)) ?? zones.find((zone) => zone.countries.length === 0)
  );
}

/** The cart priced; throws ItemUnavailable for a line that cannot be sold. */
export function priceCart(input: PricingInput): OrderQuote {
  const asked: AskedLine[] = [];
  for (const line of input.request.lines.map((_, index) => cartLineOf(input, index))) {
    if (!asked.some((other) => sameFile(other, line))) asked.push(line);
  }
  const extras = input.extras.photoIds.map((photoId) => ({
    kind: 'extra_photo' as const,
    itemId: null,
    photoId,
    description: `${input.words.extraPhoto} · ${input.photos.get(photoId) ?? ''}`,
    quantity: 1,
    unitPrice: input.extras.price,
    size: null,
    print: null,
    crop: null,
  }));
  const all = [...extras, ...asked];
  const gross = all.map((line) => line.quantity * line.unitPrice);
  const off = discounts(gross, input.coupon);
  const lines: OrderLine[] = all.map((line, index) => {
    const discountBp = off[index]!;
    const amounts = lineAmounts({ ...line, discountBp, taxRateBp: input.taxRateBp, taxExemption: '' });
    return { ...line, discountBp, taxRateBp: input.taxRateBp, ...amounts };
  });

  const hasPrints = lines.some((line) => line.kind === 'print');
  const zone = hasPrints ? zoneFor(input.zones, input.request.shippingAddress) : undefined;
  const shippingLine = zone
    ? lineAmounts({ quantity: 1, unitPrice: zone.price, discountBp: 0, taxRateBp: input.taxRateBp, taxExemption: '' })
    : { net: 0, tax: 0 };
  const totals = documentTotals([...lines, shippingLine]);
  const subtotal = sumAmounts(gross);
  const coupon = input.coupon;
  return {
    currency: input.currency,
    lines,
    subtotal,
    discount: subtotal - sumAmounts(lines.map((line) => line.net)),
    shipping: shippingLine.net,
    taxTotal: totals.taxTotal,
    total: totals.total,
    coupon: coupon && {
      code: coupon.code,
      applied: coupon.usable,
      reason: coupon.usable ? null : coupon.reason,
    },
    shippable: !hasPrints || zone !== undefined,
    shippingZoneId: zone?.id ?? null,
    couponApplied: coupon?.usable ? coupon : null,
  };
}
