// A studio's booking page drawn on the server: its title and session types are in the HTML, so
// they paint as soon as it arrives instead of after the app's code has run and asked for them.
// The page's script (web/src/entries/site-main.tsx) takes it over from the offer written beside it.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/booking-hydrate.tsx).
import { BookingDocument } from '@web/src/drawn/booking-document';
import { BOOKING_PAYLOAD_ID, type BookingPayload } from '@web/src/drawn/booking-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the booking page drawn into it. */
export function withBookingPage(template: string, payload: BookingPayload, i18n: i18n): string {
  const { slug, home, site, offer } = payload;
  const page = <BookingDocument slug={slug} home={home} site={site} offer={offer} />;
  return withDrawnPage(template, { page, i18n, payloadId: BOOKING_PAYLOAD_ID, payload });
}
