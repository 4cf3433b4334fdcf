// What a client does to the review their link opens: send it, once (functions/reviews/).
import { z } from 'zod/mini';
import type { ReviewSubmission } from '@core/domain/review-submission';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const api = createApiClient();

/** Sends the review; answers when. */
export async function submitReview(slug: string, token: string, review: ReviewSubmission): Promise<number> {
  const answer = await api.post(
    `${studioApiPath(slug)}/reviews/${encodeURIComponent(token)}`,
    review,
    z.object({ review: z.object({ submittedAt: z.number() }) }),
  );
  return answer.review.submittedAt;
}
