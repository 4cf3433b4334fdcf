// Reviews clients left by their review request's link. The back office only reads them and
// chooses which the studio's site shows: the client's words are theirs, written through the API
// (functions/reviews/), and the database lets members change `shown_on_site` alone.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod';
import { entityId } from '../domain/ids';
import { SHOWN_REVIEWS } from '../domain/review';
import { accountArgs, assertOwnRow, fail, inStudio } from './access';
import { defineGuardedMutator } from './concurrency';
import { zql } from './schema';

export const reviewQueries = {
  /** The reviews clients sent, latest first, with who wrote them and for which session. */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.reviews, ctx, accountId, 'manager')
      .where('submittedAt', 'IS NOT', null)
      .related('customer')
      .related('session')
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'desc'),
  ),
  /** What the site shows: the chosen reviews, latest first, as many as a page shows (lib/site/shown-reviews.ts). */
  shown: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.reviews, ctx, accountId, 'manager')
      .where('shownOnSite', true)
      .where('submittedAt', 'IS NOT', null)
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'asc')
      .limit(SHOWN_REVIEWS),
  ),
  /** A session's review, sent or still awaited. */
  bySession: defineQuery(accountArgs.extend({ sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.reviews, ctx, accountId, 'manager').where('sessionId', sessionId).orderBy('requestedAt', 'desc').one(),
  ),
};

export const showReviewArgs = z.object({ id: entityId, shown: z.boolean() });

export const reviewMutators = {
  /** Shows a sent review on the studio's site, or stops showing it; one not sent yet has nothing to show. */
  showOnSite: defineGuardedMutator(showReviewArgs, async ({ tx, ctx, args: { id, shown } }) => {
    const review = await tx.run(zql.reviews.where('id', id).one());
    assertOwnRow(ctx, review, 'manager');
    if (shown && review.submittedAt == null) fail('review_not_submitted');
    await tx.mutate.reviews.update({ id, shownOnSite: shown, updatedAt: Date.now() });
  }),
};
