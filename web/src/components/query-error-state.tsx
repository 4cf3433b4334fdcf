import { CloudAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

type QueryErrorStateProps = { title: string; description: string; onRetry: () => void; testId?: string };

/** A synced list that could not load and has nothing on this device: say so, offer a retry. */
export function QueryErrorState({ title, description, onRetry, testId }: QueryErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={CloudAlert}
      testId={testId}
      title={title}
      description={description}
      action={{ label: t('actions.tryAgain'), onClick: onRetry }}
    />
  );
}
