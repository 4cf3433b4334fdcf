import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_BODY_MAX, REVIEWER_NAME_MAX, type ClientReview } from '@core/domain/review';
import { reviewSubmission } from '@core/domain/review-submission';
import { StarRating } from '../../components/star-rating';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { submitReview } from './review-api';
import { StarInput } from './star-input';

type ReviewPageProps = { slug: string; token: string; studio: string; review: ClientReview };
type Problems = Partial<Record<'rating' | 'body' | 'name', string>>;

/**
 * /p/{slug}/review/{token}: the review a studio asked its client for. A rating, words and the name
 * shown with them, sent once; then a thank-you. Drawn by the server
 * (web/src/drawn/client-review.tsx), then taken over by React.
 */
export function ReviewPage({ slug, token, studio, review }: ReviewPageProps) {
  const { t } = useTranslation('reviews');
  const [sent, setSent] = useState(review);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-5 py-10 sm:py-14" data-testid="client-review">
      <header className="grid gap-2">
        <h1 className="site-heading">{t('public.title', { studio })}</h1>
        {sent.submittedAt === null && <p className="text-muted-foreground">{t('public.intro', { studio })}</p>}
      </header>
      {sent.submittedAt === null ? (
        <ReviewForm slug={slug} token={token} review={review} onSent={setSent} />
      ) : (
        <>
          <Alert variant="success" data-testid="review-sent">
            <CircleCheck />
            <AlertTitle>{t('public.thanks')}</AlertTitle>
            <AlertDescription>
              {t('public.thanksHint', {
                studio,
                date: new Date(sent.submittedAt).toLocaleDateString(review.language, { dateStyle: 'long' }),
              })}
            </AlertDescription>
          </Alert>
          <figure className="grid gap-2">
            <StarRating rating={sent.rating ?? 0} className="text-amber-500" />
            <blockquote className="whitespace-pre-line">{sent.body}</blockquote>
            <figcaption className="text-sm text-muted-foreground">{sent.reviewerName}</figcaption>
          </figure>
        </>
      )}
    </div>
  );
}

type ReviewFormProps = {
  slug: string;
  token: string;
  review: ClientReview;
  onSent: (review: ClientReview) => void;
};

function ReviewForm({ slug, token, review, onSent }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const errorMessage = useApiErrorMessage();
  const validationMessage = useValidationMessage();
  // Drawn by the server, the controls wait for React: a change before then would be lost.
  const hydrated = useHydrated();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [name, setName] = useState(review.reviewerName);
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async () => {
    setError(undefined);
    const checked = reviewSubmission.safeParse({ rating: rating ?? 0, body, name });
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Problems;
        found[field] ??= field === 'rating' ? t('public.chooseRating') : validationMessage(issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setSending(true);
    try {
      const submittedAt = await submitReview(slug, token, checked.data);
      const { rating: stars, body: words, name: shown } = checked.data;
      onSent({ ...review, rating: stars, body: words, reviewerName: shown, submittedAt });
    } catch (caught) {
      setError(errorMessage(caught));
      setSending(false);
    }
  };

  const disabled = !hydrated || sending;
  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StarInput value={rating} onChange={setRating} disabled={disabled} error={problems.rating} />
      <Field label={t('public.body')} description={t('public.bodyHint')} error={problems.body}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={REVIEW_BODY_MAX}
            value={body}
            disabled={disabled}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('public.name')} description={t('public.nameHint')} error={problems.name}>
        {(control) => (
          <Input
            {...control}
            maxLength={REVIEWER_NAME_MAX}
            autoComplete="given-name"
            value={name}
            disabled={disabled}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {error && (
        <Alert variant="destructive" data-testid="review-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={disabled}>
          {sending && <Spinner />}
          {t('public.send')}
        </Button>
      </div>
    </form>
  );
}
