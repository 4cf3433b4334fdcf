// What a client sends with a review. The public page and POST /api/p/{slug}/reviews/{token} check
// it with this schema: zod/mini, as the public pages load it. Apart from review.ts, which the back
// office's synced queries read.
import { z } from 'zod/mini';
import { REVIEW_BODY_MAX, REVIEWER_NAME_MAX } from './review';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));

/** What the client sends, once. */
export const reviewSubmission = z.object({
  rating: z.number().check(z.int(), z.gte(1, 'required'), z.lte(5, 'invalid')),
  body: text(REVIEW_BODY_MAX).check(z.minLength(1, 'required')),
  name: text(REVIEWER_NAME_MAX).check(z.minLength(1, 'required')),
});
export type ReviewSubmission = z.output<typeof reviewSubmission>;
