import { useQuery } from '@rocicorp/zero/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { StarRating } from '../../components/star-rating';
import { Badge } from '../../components/ui/badge';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';

/** The review a session's workflow asked its client for, once it did: what they wrote, or that it is awaited. */
export function SessionReview({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('reviews');
  const { account } = useAccount();
  const format = useStudioFormat();
  const headingId = useId();
  const [review] = useQuery(queries.reviews.bySession({ accountId: account.id, sessionId }));
  if (!review) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm" data-testid="session-review">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('session.title')}
        </h3>
        {review.shownOnSite && <Badge variant="secondary">{t('session.shown')}</Badge>}
      </div>
      {review.submittedAt == null ? (
        <p className="text-muted-foreground">{t('session.waiting', { date: format.date(review.requestedAt) })}</p>
      ) : (
        <figure className="grid gap-1">
          <StarRating rating={review.rating ?? 0} className="text-amber-500" />
          <blockquote className="whitespace-pre-line break-words">{review.body}</blockquote>
          <figcaption className="text-muted-foreground">
            {review.reviewerName} · {format.date(review.submittedAt)}
          </figcaption>
        </figure>
      )}
    </section>
  );
}
