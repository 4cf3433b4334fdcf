import { describe, expect, it } from 'vitest';
import { salesFigures, salesWindowStart, type SoldOrder } from './sales-figures';

const madrid = 'Europe/Madrid';
// 15 March 2027, noon in Madrid.
const now = Date.UTC(2027, 2, 15, 11);

let next = 0;
function order(fields: Partial<SoldOrder> & { paidAt: number }): SoldOrder {
  next += 1;
  return {
    id: `o${next}`,
    galleryId: 'wedding',
    status: 'paid',
    total: 10_000,
    gallery: { name: 'Wedding' },
    invoice: { amountRefunded: 0 },
    items: [],
    ...fields,
  };
}

describe('salesFigures', () => {
  it('counts paid orders and their revenue per month on the studio’s clock, the last 12 months', () => {
    const figures = salesFigures(
      [
        // 1 March 00:30 in Madrid is still February in UTC: it is March's.
        order({ paidAt: Date.UTC(2027, 1, 28, 23, 30) }),
        // 31 January 23:30 in Madrid, 22:30 UTC: January's.
        order({ paidAt: Date.UTC(2027, 0, 31, 22, 30), total: 2_500 }),
        order({ paidAt: Date.UTC(2027, 2, 10), total: 4_000 }),
        // April 2026, the first of the 12 months; March 2026 is before them.
        order({ paidAt: Date.UTC(2026, 3, 1, 12), total: 700 }),
        order({ paidAt: Date.UTC(2026, 2, 31, 12), total: 900 }),
      ],
      { now, timeZone: madrid },
    );
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]!.start).toBe(Date.UTC(2026, 2, 31, 22));
    expect(figures.months[11]).toEqual({ start: Date.UTC(2027, 1, 28, 23), orders: 2, revenue: 14_000 });
    expect(figures.months[9]).toEqual({ start: Date.UTC(2026, 11, 31, 23), orders: 1, revenue: 2_500 });
    expect(figures.months[0]).toMatchObject({ orders: 1, revenue: 700 });
    expect(figures.months.reduce((sum, month) => sum + month.orders, 0)).toBe(4);
    expect(salesWindowStart(now, madrid)).toBe(figures.months[0]!.start);
  });

  it('takes refunds off the revenue, and leaves out orders refunded in full or never paid', () => {
    const figures = salesFigures(
      [
        order({ paidAt: now, total: 10_000, invoice: { amountRefunded: 2_500 } }),
        order({ paidAt: now, status: 'refunded', invoice: { amountRefunded: 10_000 } }),
        order({ paidAt: now, status: 'pending' }),
        order({ paidAt: now, status: 'expired' }),
      ],
      { now, timeZone: madrid },
    );
    expect({ orders: figures.orders, revenue: figures.revenue }).toEqual({ orders: 1, revenue: 7_500 });
    expect(figures.months[11]).toMatchObject({ orders: 1, revenue: 7_500 });
  });

  it('adds up each gallery, most revenue first, keeping a deleted gallery’s sales apart', () => {
    const figures = salesFigures(
      [
        order({ paidAt: now, total: 3_000 }),
        order({ paidAt: now, total: 4_000 }),
        order({ paidAt: now, galleryId: 'family', gallery: { name: 'Family' }, total: 9_000 }),
        order({ paidAt: now, galleryId: null, gallery: undefined, total: 500 }),
      ],
      { now, timeZone: madrid },
    );
    expect(figures.galleries).toEqual([
      { galleryId: 'family', name: 'Family', orders: 1, revenue: 9_000 },
      { galleryId: 'wedding', name: 'Wedding', orders: 2, revenue: 7_000 },
      { galleryId: null, name: '', orders: 1, revenue: 500 },
    ]);
  });

  it('ranks the photos bought most by the items’ quantities, leaving out whole-gallery downloads and refunds', () => {
    const item = (photoId: string | null, quantity = 1) => ({ photoId, quantity, filename: `${photoId ?? ''}.jpg` });
    const figures = salesFigures(
      [
        order({ paidAt: now, items: [item('a'), item('b', 3), item(null)] }),
        order({ paidAt: now, items: [item('a'), item('c')] }),
        order({ paidAt: now, status: 'refunded', items: [item('c', 5)] }),
      ],
      { now, timeZone: madrid, topPhotos: 2 },
    );
    expect(figures.topPhotos).toEqual([
      { photoId: 'b', filename: 'b.jpg', galleryId: 'wedding', count: 3 },
      { photoId: 'a', filename: 'a.jpg', galleryId: 'wedding', count: 2 },
    ]);
  });
});
