// A client's review page taken over by React from what its server wrote beside the HTML
// (./site-main.tsx), so the review can be sent.
import { ClientReviewPage } from '../drawn/client-review';
import { hydrateProductPage } from '../drawn/hydrate-product-page';
import type { ReviewPayload } from '../drawn/review-payload';

export function hydrateReview(root: HTMLElement, payload: ReviewPayload) {
  const { slug, home, token, site, review } = payload;
  hydrateProductPage(
    root,
    payload,
    <ClientReviewPage slug={slug} home={home} token={token} site={site} review={review} />,
  );
}
