// The booking page taken over by React from the offer its server wrote beside the HTML
// (./site-main.tsx), so a client can choose a time and book.
import { BookingDocument } from '../drawn/booking-document';
import type { BookingPayload } from '../drawn/booking-payload';
import { hydrateProductPage } from '../drawn/hydrate-product-page';

export function hydrateBooking(root: HTMLElement, payload: BookingPayload) {
  const { slug, home, site, offer } = payload;
  hydrateProductPage(root, payload, <BookingDocument slug={slug} home={home} site={site} offer={offer} />);
}
