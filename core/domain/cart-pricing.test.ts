import { describe, expect, it } from 'vitest';
import { ItemUnavailable, priceCart, zoneFor, type PricingInput, type ShopItem } from './cart-pricing';
import { documentTotals, lineAmounts } from './invoice-totals';
import type { CartRequest } from './gallery-sales';

const item = (id: string, kind: ShopItem['kind'], price: number, extra: Partial<ShopItem> = {}): ShopItem => ({
  id,
  kind,
  name: id,
  size: kind === 'print' ? null : 'original',
  widthMm: kind === 'print' ? 150 : null,
  heightMm: kind === 'print' ? 100 : null,
  paper: kind === 'print' ? 'Matte' : '',
  frame: '',
  price,
  ...extra,
});

const ITEMS = [
  item('file', 'digital_photo', 500),
  item('all', 'digital_gallery', 9_000),
  item('print', 'print', 1_250),
];
const ZONES = [
  { id: 'spain', name: 'Spain', countries: ['ES'], price: 500 },
  { id: 'world', name: 'World', countries: [], price: 1_500 },
];
const CROP = { x: 0, y: 0, width: 1, height: 0.9 };
const ADDRESS = {
  name: 'Anna',
  line1: 'C/ Major 1',
  line2: '',
  postalCode: '08001',
  city: 'Barcelona',
  region: '',
  country: 'ES',
};

const request = (overrides: Partial<CartRequest>): CartRequest => ({
  lines: [],
  couponCode: '',
  language: 'en',
  ...overrides,
});

const input = (overrides: Partial<PricingInput>): PricingInput => ({
  currency: 'EUR',
  items: ITEMS,
  zones: ZONES,
  taxRateBp: 2_100,
  request: request({}),
  photos: new Map([
    ['p1', 'IMG_1.jpg'],
    ['p2', 'IMG_2.jpg'],
    ['p3', 'IMG_3.jpg'],
  ]),
  extras: { photoIds: [], price: 300 },
  coupon: null,
  words: { extraPhoto: 'Extra photo' },
  ...overrides,
});

/** The quote's totals as an invoice with its lines (and a shipping line) adds them up. */
function invoiceTotals(quote: ReturnType<typeof priceCart>, taxRateBp = 2_100) {
  const shipping = lineAmounts({ quantity: 1, unitPrice: quote.shipping, discountBp: 0, taxRateBp, taxExemption: '' });
  return documentTotals([
    ...quote.lines.map((line) => lineAmounts({ ...line, taxRateBp, taxExemption: '' })),
    ...(quote.shipping ? [shipping] : []),
  ]);
}

describe('priceCart', () => {
  it('prices each item at the list’s price, taxes it at the studio’s rate, and names the photo', () => {
    const quote = priceCart(
      input({
        request: request({
          lines: [
            { itemId: 'file', photoId: 'p1', quantity: 1 },
            { itemId: 'all', quantity: 1 },
          ],
        }),
      }),
    );
    expect(
      quote.lines.map(({ kind, description, quantity, unitPrice, net, tax, size, photoId }) => ({
        kind,
        description,
        quantity,
        unitPrice,
        net,
        tax,
        size,
        photoId,
      })),
    ).toEqual([
      {
        kind: 'digital_photo',
        description: 'file · IMG_1.jpg',
        quantity: 1,
        unitPrice: 500,
        net: 500,
        tax: 105,
        size: 'original',
        photoId: 'p1',
      },
      {
        kind: 'digital_gallery',
        description: 'all',
        quantity: 1,
        unitPrice: 9_000,
        net: 9_000,
        tax: 1_890,
        size: 'original',
        photoId: null,
      },
    ]);
    expect(quote).toMatchObject({
      subtotal: 9_500,
      discount: 0,
      shipping: 0,
      taxTotal: 1_995,
      total: 11_495,
      shippable: true,
    });
  });

  it('sells one file once however often it is asked for, and prints in any number', () => {
    const quote = priceCart(
      input({
        request: request({
          lines: [
            { itemId: 'file', photoId: 'p1', quantity: 3 },
            { itemId: 'file', photoId: 'p1', quantity: 1 },
            { itemId: 'print', photoId: 'p1', quantity: 2, crop: CROP },
            { itemId: 'print', photoId: 'p1', quantity: 1, crop: CROP },
          ],
          shippingAddress: ADDRESS,
        }),
      }),
    );
    expect(quote.lines.map((line) => [line.kind, line.quantity])).toEqual([
      ['digital_photo', 1],
      ['print', 2],
      ['print', 1],
    ]);
    expect(quote.subtotal).toBe(500 + 3 * 1_250);
  });

  it('adds one extra photo line per Favourite beyond the package, at the list’s price', () => {
    const quote = priceCart(input({ extras: { photoIds: ['p2', 'p3'], price: 300 } }));
    expect(
      quote.lines.map(({ kind, photoId, description, unitPrice }) => [kind, photoId, description, unitPrice]),
    ).toEqual([
      ['extra_photo', 'p2', 'Extra photo · IMG_2.jpg', 300],
      ['extra_photo', 'p3', 'Extra photo · IMG_3.jpg', 300],
    ]);
    expect(quote.total).toBe(600 + 126);
  });

  it('refuses an item not on the list, a photo not in the gallery, and a print without its crop', () => {
    const unavailable = (lines: CartRequest['lines']) => {
      try {
        priceCart(input({ request: request({ lines }) }));
      } catch (error) {
        return error instanceof ItemUnavailable ? error.index : error;
      }
      return 'priced';
    };
    expect(
      unavailable([
        { itemId: 'file', photoId: 'p1', quantity: 1 },
        { itemId: 'nope', photoId: 'p1', quantity: 1 },
      ]),
    ).toBe(1);
    expect(unavailable([{ itemId: 'file', photoId: 'elsewhere', quantity: 1 }])).toBe(0);
    expect(unavailable([{ itemId: 'file', quantity: 1 }])).toBe(0);
    expect(unavailable([{ itemId: 'all', photoId: 'p1', quantity: 1 }])).toBe(0);
    expect(unavailable([{ itemId: 'print', photoId: 'p1', quantity: 1 }])).toBe(0);
    expect(unavailable([{ itemId: 'file', photoId: 'p1', quantity: 1, crop: CROP }])).toBe(0);
  });

  it('takes a percentage off every line before tax, and the invoice adds up to the same', () => {
    const quote = priceCart(
      input({
        request: request({
          lines: [
            { itemId: 'file', photoId: 'p1', quantity: 1 },
            { itemId: 'all', quantity: 1 },
          ],
        }),
        extras: { photoIds: ['p2'], price: 333 },
        coupon: { code: 'TEN', usable: true, percentOffBp: 1_000, amountOff: null },
      }),
    );
    expect(quote.lines.map((line) => [line.discountBp, line.net])).toEqual([
      [1_000, 300],
      [1_000, 450],
      [1_000, 8_100],
    ]);
    expect(quote).toMatchObject({
      subtotal: 9_833,
      discount: 983,
      coupon: { code: 'TEN', applied: true, reason: null },
    });
    expect(invoiceTotals(quote)).toEqual({ subtotal: 8_850, taxTotal: quote.taxTotal, total: quote.total });
  });

  it('spreads an amount over the lines in order, never below zero nor beyond the amount', () => {
    const lines = [
      { itemId: 'file', photoId: 'p1', quantity: 1 },
      { itemId: 'print', photoId: 'p2', quantity: 3, crop: CROP },
      { itemId: 'file', photoId: 'p3', quantity: 1 },
    ];
    const priced = (amountOff: number) =>
      priceCart(
        input({
          request: request({ lines, shippingAddress: ADDRESS }),
          coupon: { code: 'OFF', usable: true, percentOffBp: null, amountOff },
        }),
      );
    const some = priced(1_000);
    expect(some.lines.map((line) => line.net)).toEqual([0, 3_250, 500]);
    expect(some.discount).toBe(1_000);
    // 3 × 12.50 less what is left of 12.34 after the first file: whole basis points, rounded down.
    const odd = priced(1_234);
    expect(odd.lines.map((line) => line.net)).toEqual([0, 3_016, 500]);
    expect(odd.discount).toBeLessThanOrEqual(1_234);
    expect(odd.discount).toBe(1_234);
    const all = priced(1_000_000);
    expect(all.lines.map((line) => line.net)).toEqual([0, 0, 0]);
    // Shipping is never discounted.
    expect(all).toMatchObject({ discount: 4_750, shipping: 500, taxTotal: 105, total: 605 });
    for (const quote of [some, odd, all])
      expect(invoiceTotals(quote)).toEqual({
        subtotal: quote.subtotal - quote.discount + quote.shipping,
        taxTotal: quote.taxTotal,
        total: quote.total,
      });
  });

  it('applies no coupon the studio would not take, and says why', () => {
    const quote = priceCart(
      input({
        request: request({ lines: [{ itemId: 'file', photoId: 'p1', quantity: 1 }] }),
        coupon: { code: 'OLD', usable: false, reason: 'expired' },
      }),
    );
    expect(quote).toMatchObject({
      discount: 0,
      total: 605,
      coupon: { code: 'OLD', applied: false, reason: 'expired' },
    });
  });

  it('ships prints once per order by the zone naming the country, else the zone naming none, taxed', () => {
    const prints = [
      { itemId: 'print', photoId: 'p1', quantity: 2, crop: CROP },
      { itemId: 'print', photoId: 'p2', quantity: 1, crop: CROP },
    ];
    const spain = priceCart(input({ request: request({ lines: prints, shippingAddress: ADDRESS }) }));
    expect(spain).toMatchObject({ shipping: 500, shippingZoneId: 'spain', shippable: true });
    expect(spain.total).toBe(3_750 + 500 + 525 + 263 + 105);
    const france = priceCart(
      input({ request: request({ lines: prints, shippingAddress: { ...ADDRESS, country: 'FR' } }) }),
    );
    expect(france).toMatchObject({ shipping: 1_500, shippingZoneId: 'world', shippable: true });

    const nowhere = priceCart(
      input({
        zones: [ZONES[0]!],
        request: request({ lines: prints, shippingAddress: { ...ADDRESS, country: 'FR' } }),
      }),
    );
    expect(nowhere).toMatchObject({ shipping: 0, shippingZoneId: null, shippable: false });
    expect(priceCart(input({ request: request({ lines: prints }) })).shippable).toBe(false);
    // Files alone need no address.
    const files = priceCart(input({ request: request({ lines: [{ itemId: 'all', quantity: 1 }] }) }));
    expect(files).toMatchObject({ shipping: 0, shippable: true });
  });
});

describe('zoneFor', () => {
  it('prefers the zone naming the country over the catch-all', () => {
    expect(zoneFor([...ZONES].reverse(), ADDRESS)?.id).toBe('spain');
    expect(zoneFor(ZONES, undefined)).toBeUndefined();
  });
});
