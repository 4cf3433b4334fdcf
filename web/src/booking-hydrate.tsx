// The booking page taken over by React from the offer its server wrote beside the HTML
// (./site-main.tsx), so a client can choose a time and book.
import { BookingDocument } from './drawn/booking-document';
import type { BookingPayload } from './drawn/booking-payload';
import { hydrateProductPage } from './drawn/hydrate-product-page';
import { openInLanguage } from './drawn/open-in-language';

export function hydrateBooking(root: HTMLElement, payload: BookingPayload) {
  const { slug, home, offer } = payload;
  hydrateProductPage(
    root,
    payload,
    <BookingDocument slug={slug} home={home} offer={offer} onLanguage={openInLanguage} />,
  );
}
