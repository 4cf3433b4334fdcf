// Reviews clients left by their review request's link. The back office only reads them and
// chooses which the studio's site shows: the client's words are theirs, written through the API
// (functions/reviews/), and the database lets members change `shown_on_site` alone.
// The area's writes, kept apart from its reads (../reviews.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import { z } from 'zod';
import { entityId } from '../../domain/ids';
import { assertOwnRow, fail } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

const showReviewArgs = z.object({ id: entityId, shown: z.boolean() });

export const reviewMutators = {
  /** Shows a sent review on the studio's site, or stops showing it; one not sent yet has nothing to show. */
  showOnSite: defineGuardedMutator(showReviewArgs, async ({ tx, ctx, args: { id, shown } }) => {
    const review = await tx.run(zql.reviews.where('id', id).one());
    assertOwnRow(ctx, review, 'manager');
    if (shown && review.submittedAt == null) fail('review_not_submitted');
    await tx.mutate.reviews.update({ id, shownOnSite: shown, updatedAt: Date.now() });
  }),
};
