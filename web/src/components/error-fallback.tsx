import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from './page-message';

/**
 * What a person sees when a screen crashes. It must render even when translations failed to
 * load (that may be the crash), so it does not suspend and carries English defaults.
 */
export function ErrorFallback() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <PageMessage
      role="alert"
      icon={TriangleAlert}
      tone="destructive"
      testId="error-fallback"
      texts={{
        title: t('boundary.title', { defaultValue: 'Something went wrong' }),
        description: t('boundary.description', {
          defaultValue: 'Please try refreshing the page or contact support if the issue persists.',
        }),
      }}
      action={{
        label: t('boundary.retry', { defaultValue: 'Retry' }),
        variant: 'default',
        onClick: () => window.location.reload(),
      }}
    />
  );
}
