import type { ShownReview } from '@core/domain/review';
import { StarRating } from '../star-rating';

/** The reviews a studio chose for its site, in its theme: the stars, the words and the name given. */
export function SiteReviews({ reviews }: { reviews: readonly ShownReview[] }) {
  return (
    <ul className="site-testimonials" data-testid="site-reviews">
      {reviews.map((review) => (
        <li key={review.id}>
          <figure>
            <StarRating rating={review.rating} />
            <blockquote className="whitespace-pre-line">{review.body}</blockquote>
            {review.name && <figcaption>{review.name}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
