import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';
import { Spinner } from './ui/spinner';

/**
 * A spinner with the translated text "Loading..." (announced politely to screen readers). It is
 * the fallback while translations themselves load, so it never suspends.
 */
export function LoadingScreen({ className }: { className?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-spinner"
      className={cn(
        'flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-6" />
      <span className="text-sm">{t('loading', { defaultValue: 'Loading...' })}</span>
    </div>
  );
}
