// The reviews a studio chose for its site (the back office's "Show on site"), as its home page
// and its reviews blocks show them: only sent ones, the latest first.
import type postgres from 'postgres';
import { SHOWN_REVIEWS, type ShownReview } from '@core/domain/review';

export function readShownReviews(sql: postgres.Sql, studioId: string): Promise<ShownReview[]> {
  return sql<ShownReview[]>`
    select id, rating, body, reviewer_name as name from reviews
    where account_id = ${studioId} and shown_on_site and submitted_at is not null
    order by submitted_at desc, id
    limit ${SHOWN_REVIEWS}`;
}
