// A client's review page drawn on the server: the form, or the thank-you once sent, is in the
// HTML, so it paints as soon as it arrives. The page's script (web/src/entries/site-main.tsx)
// takes it over from the state written beside it, to send the review.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/review-hydrate.tsx).
import { ClientReviewPage } from '@web/src/drawn/client-review';
import { REVIEW_PAYLOAD_ID, type ReviewPayload } from '@web/src/drawn/review-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the review page drawn into it. */
export function withReviewPage(template: string, payload: ReviewPayload, i18n: i18n): string {
  const { slug, home, token, site, review } = payload;
  const page = <ClientReviewPage slug={slug} home={home} token={token} site={site} review={review} />;
  return withDrawnPage(template, { page, i18n, payloadId: REVIEW_PAYLOAD_ID, payload });
}
