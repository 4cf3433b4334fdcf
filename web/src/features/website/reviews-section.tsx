import { useQuery } from '@rocicorp/zero/react';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { StarRating } from '../../components/star-rating';
import { Switch } from '../../components/ui/switch';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useZeroMutation } from '../../hooks/use-zero-mutation';

/**
 * The reviews clients sent through a workflow's review request, latest first: who wrote them, for
 * which session and when, and whether the studio's site shows them.
 */
export function ReviewsSection() {
  const { t } = useTranslation('reviews');
  const { account } = useAccount();
  const format = useStudioFormat();
  const mutate = useZeroMutation();
  const [reviews] = useQuery(queries.reviews.list({ accountId: account.id }));

  const show = async (id: string, shown: boolean) => {
    const outcome = await mutate(mutators.review.showOnSite({ id, shown }));
    if (!outcome.ok) toast.error(outcome.message);
  };

  return (
    <section className="grid gap-4" aria-labelledby="reviews-heading" data-testid="reviews-section">
      <div className="grid gap-1">
        <h2 id="reviews-heading" className="font-display text-xl font-medium">
          {t('admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
      </div>
      {reviews.length === 0 ? (
        <EmptyState
          icon={MessageSquareQuote}
          testId="reviews-empty"
          texts={{ title: t('admin.emptyTitle'), description: t('admin.empty') }}
        />
      ) : (
        <ul className="grid gap-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto]"
              data-testid="review-row"
            >
              <figure className="grid min-w-0 gap-2">
                <StarRating rating={review.rating ?? 0} className="text-amber-500" />
                <blockquote className="whitespace-pre-line break-words">{review.body}</blockquote>
                <figcaption className="text-sm text-muted-foreground">
                  {[
                    review.reviewerName,
                    review.customer?.name,
                    review.session?.type,
                    review.session && format.date(review.session.date),
                    review.submittedAt != null && format.date(review.submittedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </figcaption>
              </figure>
              <label className="flex items-center gap-2 self-start text-sm">
                <Switch
                  checked={review.shownOnSite}
                  onCheckedChange={(shown) => void show(review.id, shown)}
                  data-testid="review-shown"
                />
                {t('admin.shownOnSite')}
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
