import { CloudAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type MessageTexts } from './empty-state';

type QueryErrorStateProps = { texts: MessageTexts; onRetry: () => void; testId?: string };

/** A synced list that could not load and has nothing on this device: say so, offer a retry. */
export function QueryErrorState({ texts, onRetry, testId }: QueryErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={CloudAlert}
      testId={testId}
      texts={texts}
      action={{ label: t('actions.tryAgain'), onClick: onRetry }}
    />
  );
}
