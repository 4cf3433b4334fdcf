// A client's cart priced by the server (the page's prices are never read): the gallery's offer,
// the photos the cart names, the extras the client's Favourites make, and the coupon as it stands.
// Shared by the quote and the checkout, which prices again inside its transaction.
import type postgres from 'postgres';
import { ItemUnavailable, priceCart, type OrderQuote } from '@core/domain/cart-pricing';
import type { CartQuote, CartRequest } from '@core/domain/gallery-sales';
import { HttpError } from '../http';
import { documentWords } from '../invoicing/document-words';
import { findCoupon } from './coupons';
import { readShopOffer, type ShopClient, type ShopOffer } from './shop-offer';

type Sql = postgres.Sql | postgres.TransactionSql;

export type PricedCart = { quote: OrderQuote; couponId: string | null; offer: ShopOffer };

/** The line words of an order, in its language. */
export function orderWords(request: Pick<CartRequest, 'language'>, currency: string) {
  const { t } = documentWords(request.language, currency, 'UTC');
  return { extraPhoto: t('extraPhoto'), shipping: t('shipping') };
}

/** The cart priced for `email`; 409 item_unavailable for a line the gallery cannot sell. */
export async function priceClientCart(
  sql: Sql,
  client: ShopClient,
  request: CartRequest,
  email: string,
  { now, lock = false }: { now: number; lock?: boolean },
): Promise<PricedCart> {
  const offer = await readShopOffer(sql, client);
  if (!offer) throw new HttpError(409, 'item_unavailable', 'This gallery sells nothing');
  const named = [...request.lines.flatMap((line) => (line.photoId ? [line.photoId] : [])), ...offer.unpaidExtras];
  const [photos, coupon] = await Promise.all([
    sql<{ id: string; filename: string }[]>`
      select id, filename from photos
      where account_id = ${client.accountId} and gallery_id = ${client.id} and id = any(${named})`,
    findCoupon(sql, client.accountId, request.couponCode, email, { now, lock }),
  ]);
  try {
    const quote = priceCart({
      currency: offer.currency,
      items: offer.items,
      zones: offer.zones,
      taxRateBp: offer.taxRateBp,
      request,
      photos: new Map(photos.map((photo) => [photo.id, photo.filename])),
      extras: { photoIds: offer.unpaidExtras, price: offer.package.extraPhotoPrice ?? 0 },
      coupon: coupon.state,
      words: orderWords(request, offer.currency),
    });
    return { quote, couponId: coupon.id, offer };
  } catch (error) {
    if (error instanceof ItemUnavailable)
      throw new HttpError(409, 'item_unavailable', 'This item is not sold in this gallery', { line: error.index });
    throw error;
  }
}

/** The quote as the page reads it. */
export const publicQuote = ({ shippingZoneId: _zone, couponApplied: _coupon, ...quote }: OrderQuote): CartQuote =>
  quote;
