import { useTranslation } from 'react-i18next';
import { useDocumentSaves } from '../hooks/use-document-saves';

/** Whether the draft's last changes have reached the server, said to screen readers as it changes. */
export function SaveState() {
  const { t } = useTranslation('common');
  const { saving } = useDocumentSaves();
  return (
    <span aria-live="polite" className="text-xs text-muted-foreground" data-testid="save-state">
      {saving ? t('saveState.saving') : t('saveState.saved')}
    </span>
  );
}
