import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STARS } from '@core/domain/review';
import { cn } from '../lib/utils';

/** A review's rating as five stars, `rating` of them filled; read out as "4 stars out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('public');
  return (
    <span role="img" aria-label={t('site.stars', { count: rating })} className={cn('inline-flex gap-0.5', className)}>
      {REVIEW_STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rating ? 'fill-current' : 'opacity-30')}
          data-filled={star <= rating ? '' : undefined}
        />
      ))}
    </span>
  );
}
