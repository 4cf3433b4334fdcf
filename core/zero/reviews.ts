// Reviews clients left by their review request's link. The back office only reads them and
// chooses which the studio's site shows: the client's words are theirs, written through the API
// (functions/reviews/), and the database lets members change `shown_on_site` alone.
// The area's synced writes are in writes/reviews.ts.
import { defineQuery } from '@rocicorp/zero';
import { SHOWN_REVIEWS } from '../domain/review';
import { inStudio, type QueryOptions } from './access';
import type { reviewQueryArgs } from './query-args/reviews';
import { zql } from './schema';

export const reviewQueries = {
  /** The reviews clients sent, latest first, with who wrote them and for which session. */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof reviewQueryArgs.list>) =>
    inStudio(zql.reviews, ctx, accountId, 'manager')
      .where('submittedAt', 'IS NOT', null)
      .related('customer')
      .related('session')
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'desc'),
  ),
  /** What the site shows: the chosen reviews, latest first, as many as a page shows (lib/site/shown-reviews.ts). */
  shown: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof reviewQueryArgs.shown>) =>
    inStudio(zql.reviews, ctx, accountId, 'manager')
      .where('shownOnSite', true)
      .where('submittedAt', 'IS NOT', null)
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'asc')
      .limit(SHOWN_REVIEWS),
  ),
  /** A session's review, sent or still awaited. */
  bySession: defineQuery(({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof reviewQueryArgs.bySession>) =>
    inStudio(zql.reviews, ctx, accountId, 'manager').where('sessionId', sessionId).orderBy('requestedAt', 'desc').one(),
  ),
};
