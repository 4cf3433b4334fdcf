import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { useApiErrorMessage } from '../hooks/use-api-error-message';

type LoadFailedProps = {
  /** What could not be loaded, already translated. */
  message: string;
  error: unknown;
  onRetry: () => void;
};

/** A card's line for what it could not load from the API: what, why, and a way to try again. */
export function LoadFailed({ message, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const apiErrorMessage = useApiErrorMessage();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-destructive">
        {message} {apiErrorMessage(error)}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
