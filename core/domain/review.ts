// Reviews a client leaves by the link a workflow's review request mailed them: a rating of 1 to 5
// stars, a few words and the name shown with them (checked by review-submission.ts), and those
// the studio shows on its site.

export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
/** The longest words and name a review keeps (the reviews table's checks). */
export const REVIEW_BODY_MAX = 5000;
export const REVIEWER_NAME_MAX = 200;

/** A review as its client's link opens it. */
export type ClientReview = {
  language: 'en' | 'es' | 'ca';
  rating: number | null;
  body: string;
  reviewerName: string;
  submittedAt: number | null;
};

/** The most reviews one page of the studio's site shows. */
export const SHOWN_REVIEWS = 12;

/** A review the studio chose for its site, as the site shows it. */
export type ShownReview = { id: string; rating: number; body: string; name: string };
