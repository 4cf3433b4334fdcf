// POST /api/p/{id}/reviews/{token} {rating, body, name} (id: the studio's slug): the client sends
// the review their link opens, once; from then on it never changes (409 `review_submitted`). An
// unknown, malformed or revoked token, or one of another studio or kind, answers the same 404.
import { reviewSubmission } from '@core/domain/review-submission';
import { linkNotFound } from '../lib/client-links';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { clientReview } from '../lib/reviews/client-review';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'review');
  const { rating, body, name } = parseJsonBody(event, reviewSubmission);
  const submittedAt = await sql.begin(async (tx) => {
    const review = await clientReview(tx, studio.id, id, true);
    if (!review) throw linkNotFound();
    if (review.submittedAt !== null) throw new HttpError(409, 'review_submitted', 'This review was sent already');
    const now = Date.now();
    await tx`
      update reviews set rating = ${rating}, body = ${body}, reviewer_name = ${name}, submitted_at = ${now},
        updated_at = ${now}
      where account_id = ${studio.id} and id = ${id}`;
    return now;
  });
  return json(200, { review: { submittedAt } });
});
