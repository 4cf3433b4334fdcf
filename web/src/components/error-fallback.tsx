import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/**
 * What a person sees when a screen crashes. It must render even when translations failed to
 * load (that may be the crash), so it does not suspend and carries English defaults.
 */
export function ErrorFallback() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <div role="alert" className="flex min-h-[60vh] flex-1 items-center justify-center p-6" data-testid="error-fallback">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold">{t('boundary.title', { defaultValue: 'Something went wrong' })}</h1>
        <p className="text-sm text-muted-foreground">
          {t('boundary.description', {
            defaultValue: 'Please try refreshing the page or contact support if the issue persists.',
          })}
        </p>
        <Button onClick={() => window.location.reload()}>{t('boundary.retry', { defaultValue: 'Retry' })}</Button>
      </div>
    </div>
  );
}
