// The booking page's data: the offer its route's loader asked for (booking-request.ts), checked.
import type { ApiAnswer } from '../../lib/api-request';
import { fetchBookingOffer, type BookingOffer } from './booking-api';
import { pageLanguage } from './booking-request';

/** The studio's offer, or the error the page explains; never a rejection the router would show raw. */
export type OfferLoad = { state: 'ready'; offer: BookingOffer } | { state: 'failed'; notFound: boolean };

/** The offer of the studio at `slug`; `sent` is its request when the route's loader sent it already. */
export async function offerOf(slug: string | undefined, sent?: Promise<ApiAnswer>): Promise<OfferLoad> {
  if (!slug) return { state: 'failed', notFound: true };
  try {
    return { state: 'ready', offer: await fetchBookingOffer(slug, pageLanguage(), sent) };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { state: 'failed', notFound: status === 404 };
  }
}
