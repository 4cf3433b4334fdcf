import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STARS } from '@core/domain/review';
import { cn } from '../../lib/utils';

type StarInputProps = {
  value: number | null;
  onChange: (rating: number) => void;
  disabled: boolean;
  error: string | undefined;
};

/**
 * Choosing 1 to 5 stars: five native radio buttons drawn as stars, so the arrow keys move between
 * them and a screen reader names each ("3 stars out of 5"), as any radio group.
 */
export function StarInput({ value, onChange, disabled, error }: StarInputProps) {
  const { t } = useTranslation(['reviews', 'public']);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('public.rating')}</legend>
      <div className="flex gap-1" data-testid="review-stars">
        {REVIEW_STARS.map((star) => (
          <label
            key={star}
            className={cn(
              'cursor-pointer rounded-md p-1 text-amber-500 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              name="rating"
              value={star}
              className="sr-only"
              checked={value === star}
              disabled={disabled}
              aria-invalid={Boolean(error)}
              onChange={() => onChange(star)}
            />
            <Star aria-hidden="true" className={cn('size-8', value !== null && star <= value && 'fill-current')} />
            <span className="sr-only">{t('public:site.stars', { count: star })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="review-rating-error" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
