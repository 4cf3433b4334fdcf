// A studio's gallery sales as the back office shows them, computed from the orders Zero syncs
// (queries.galleryOrders.paidSince / byGallery): per month on the studio's clock, per gallery,
// and the photos bought most. Amounts are minor units, in the studio's currency.
import { startOfMonth } from '@core/domain/studio-time';

/** An order as the sales queries sync it, with what it bought. */
export type SoldOrder = {
  readonly id: string;
  readonly galleryId?: string | null | undefined;
  readonly status: string;
  readonly total: number;
  readonly paidAt?: number | null | undefined;
  readonly gallery?: { readonly name: string } | undefined;
  /** The sale's invoice: what was refunded of it. */
  readonly invoice?: { readonly amountRefunded: number } | undefined;
  readonly items: readonly SoldItem[];
};

export type SoldItem = {
  readonly photoId?: string | null | undefined;
  readonly quantity: number;
  readonly filename: string;
};

export type MonthFigures = { start: number; orders: number; revenue: number };
export type GalleryFigures = { galleryId: string | null; name: string; orders: number; revenue: number };
export type PhotoFigures = { photoId: string; filename: string; galleryId: string | null; count: number };
export type SalesFigures = {
  orders: number;
  revenue: number;
  /** The last `months` months, oldest first, the current one last. */
  months: MonthFigures[];
  /** Galleries that sold, by revenue (most first); a deleted gallery's sales under null. */
  galleries: GalleryFigures[];
  /** The photos bought most: items counted by quantity, most first. */
  topPhotos: PhotoFigures[];
};

/**
 * What an order brought in: its total less what its invoice refunded. One refunded in full (or
 * never paid) brought nothing.
 */
export function orderRevenue(order: SoldOrder): number {
  if (!isSale(order)) return 0;
  return Math.max(0, order.total - (order.invoice?.amountRefunded ?? 0));
}

/** A paid order, not refunded in full: a sale. */
const isSale = (order: SoldOrder) => order.status === 'paid';

export function salesFigures(
  orders: readonly SoldOrder[],
  options: { now: number; timeZone: string; months?: number; topPhotos?: number },
): SalesFigures {
  const monthCount = options.months ?? 12;
  const starts = Array.from({ length: monthCount + 1 }, (_, i) =>
    startOfMonth(options.now, options.timeZone, i - monthCount + 1),
  );
  const months: MonthFigures[] = starts.slice(0, -1).map((start) => ({ start, orders: 0, revenue: 0 }));
  const galleries = new Map<string | null, GalleryFigures>();
  const photos = new Map<string, PhotoFigures>();
  let count = 0;
  let revenue = 0;

  for (const order of orders) {
    if (!isSale(order)) continue;
    const amount = orderRevenue(order);
    count += 1;
    revenue += amount;

    const paidAt = order.paidAt ?? -Infinity;
    const month = months.findIndex((_, i) => paidAt >= starts[i]! && paidAt < starts[i + 1]!);
    if (month >= 0) {
      months[month]!.orders += 1;
      months[month]!.revenue += amount;
    }

    const galleryId = order.galleryId ?? null;
    const gallery = galleries.get(galleryId) ?? { galleryId, name: order.gallery?.name ?? '', orders: 0, revenue: 0 };
    gallery.orders += 1;
    gallery.revenue += amount;
    galleries.set(galleryId, gallery);

    for (const item of order.items) {
      if (!item.photoId) continue;
      const photo = photos.get(item.photoId) ?? { photoId: item.photoId, filename: item.filename, galleryId, count: 0 };
      photo.count += item.quantity;
      photos.set(item.photoId, photo);
    }
  }

  return {
    orders: count,
    revenue,
    months,
    galleries: [...galleries.values()].sort((a, b) => b.revenue - a.revenue || b.orders - a.orders),
    topPhotos: [...photos.values()]
      .sort((a, b) => b.count - a.count || a.filename.localeCompare(b.filename))
      .slice(0, options.topPhotos ?? 8),
  };
}

/** The first instant of the window `salesFigures` counts months in: the query's `from`. */
export const salesWindowStart = (now: number, timeZone: string, months = 12): number =>
  startOfMonth(now, timeZone, 1 - months);
