// The booking page's data: the studio's offer, checked, or why it cannot be shown.
import type { BookingLanguage } from '@core/domain/public-booking';
import { fetchBookingOffer, type BookingOffer } from './booking-api';

/** The studio's offer, or the error the page explains; never a rejection shown raw. */
export type OfferLoad = { state: 'ready'; offer: BookingOffer } | { state: 'failed'; notFound: boolean };

/** The offer of the studio at `slug`, in `lng`. */
export async function offerOf(slug: string | undefined, lng: BookingLanguage): Promise<OfferLoad> {
  if (!slug) return { state: 'failed', notFound: true };
  try {
    return { state: 'ready', offer: await fetchBookingOffer(slug, lng) };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { state: 'failed', notFound: status === 404 };
  }
}
