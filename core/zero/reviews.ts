// Reviews clients left by their review request's link. The back office only reads them and
// chooses which the studio's site shows: the client's words are theirs, written through the API
// (functions/reviews/), and the database lets members change `shown_on_site` alone.
// The area's synced writes are in writes/reviews.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { SHOWN_REVIEWS } from '../domain/review';
import { accountArgs, inStudio } from './access';
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
  bySession: defineQuery(z.extend(accountArgs, { sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.reviews, ctx, accountId, 'manager').where('sessionId', sessionId).orderBy('requestedAt', 'desc').one(),
  ),
};
