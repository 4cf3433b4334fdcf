import { useQuery } from '@rocicorp/zero/react';
import type { ShownReview } from '@core/domain/review';
import { queries } from '@core/zero/queries';
import { useAccount } from './use-account';

/** The reviews the studio's site shows, as the site shows them: for the back office's previews of it. */
export function useShownReviews(): ShownReview[] {
  const { account } = useAccount();
  const [chosen] = useQuery(queries.reviews.shown({ accountId: account.id }));
  return chosen.map(({ id, rating, body, reviewerName }) => ({ id, rating: rating ?? 0, body, name: reviewerName }));
}
