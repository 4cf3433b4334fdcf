// The booking page's data, fetched by its route's loader while the page's code loads.
import type { Params } from 'react-router';
import { i18n } from '../../lib/i18n';
import { isLanguage } from '../../lib/languages';
import { fetchBookingOffer, type BookingOffer } from './booking-api';
import { publicSiteSlug } from './use-public-site';

/** The studio's offer, or the error the page explains; never a rejection the router would show raw. */
export type OfferLoad = { state: 'ready'; offer: BookingOffer } | { state: 'failed'; notFound: boolean };

/** For the route's loader. */
export function loadBookingOffer(params: Params): Promise<OfferLoad> {
  return offerOf(publicSiteSlug(params));
}

export async function offerOf(slug: string | undefined): Promise<OfferLoad> {
  if (!slug) return { state: 'failed', notFound: true };
  const lng = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  try {
    return { state: 'ready', offer: await fetchBookingOffer(slug, lng) };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { state: 'failed', notFound: status === 404 };
  }
}
