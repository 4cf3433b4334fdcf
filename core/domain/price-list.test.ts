import { describe, expect, it } from 'vitest';
import { couponFields, couponProblem, itemGroup, itemProblem, shippingZoneFields } from './price-list';

describe('a price list item', () => {
  it('fits together as a download naming its file, or a print naming both sides', () => {
    expect(itemProblem({ kind: 'digital_photo', size: 'original', widthMm: null, heightMm: null })).toBeUndefined();
    expect(itemProblem({ kind: 'print', size: null, widthMm: 130, heightMm: 180 })).toBeUndefined();
    expect(itemProblem({ kind: 'digital_gallery', size: null, widthMm: null, heightMm: null })).toBe(
      'digitalNeedsSize',
    );
    expect(itemProblem({ kind: 'digital_photo', size: 'web', widthMm: 130, heightMm: 180 })).toBe('digitalNeedsSize');
    expect(itemProblem({ kind: 'print', size: null, widthMm: 130, heightMm: null })).toBe('printNeedsSize');
    expect(itemProblem({ kind: 'print', size: 'web', widthMm: 130, heightMm: 180 })).toBe('printNeedsSize');
  });

  it('is listed with the downloads or with the prints', () => {
    expect(['digital_photo', 'digital_gallery', 'print'].map((kind) => itemGroup(kind as never))).toEqual([
      'digital',
      'digital',
      'print',
    ]);
  });
});

describe('a shipping zone', () => {
  it('keeps its countries as ISO codes in capitals, each once', () => {
    expect(shippingZoneFields.parse({ name: 'Spain', countries: [' es', 'ad'], price: 490 }).countries).toEqual([
      'ES',
      'AD',
    ]);
    expect(
      shippingZoneFields.safeParse({ name: 'Spain', countries: ['ES', 'es'], price: 490 }).error?.issues[0]?.message,
    ).toBe('countryTwice');
    expect(shippingZoneFields.safeParse({ name: 'Spain', countries: ['Spain'], price: 490 }).success).toBe(false);
  });
});

describe('a coupon', () => {
  it('keeps its code in capitals', () => {
    expect(couponFields.parse({ code: ' welcome10 ', percentOffBp: 1000 }).code).toBe('WELCOME10');
    expect(couponFields.safeParse({ code: 'TEN OFF', percentOffBp: 1000 }).error?.issues[0]?.message).toBe(
      'couponCode',
    );
  });

  it('takes off a percentage or an amount, exactly one', () => {
    expect(couponProblem({ percentOffBp: 1000, amountOff: null })).toBeUndefined();
    expect(couponProblem({ percentOffBp: null, amountOff: 500 })).toBeUndefined();
    expect(couponProblem({ percentOffBp: 1000, amountOff: 500 })).toBe('couponNeedsOneDiscount');
    expect(couponProblem({ percentOffBp: null, amountOff: null })).toBe('couponNeedsOneDiscount');
  });
});
