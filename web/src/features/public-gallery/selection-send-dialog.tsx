import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';

type SelectionSendDialogProps = {
  studio: string;
  /** How many photos the client chose. */
  count: number;
  /** Sends the selection; a message when that failed. */
  onSend: () => Promise<string | undefined>;
  onClose: () => void;
};

/** Asks before the selection goes to the photographer; a refusal is said here, the dialog kept open. */
export default function SelectionSendDialog({ studio, count, onSend, onClose }: SelectionSendDialogProps) {
  const { t } = useTranslation('public');
  return (
    <ConfirmDialog
      subject={studio}
      onOpenChange={(open) => !open && onClose()}
      title={(name) => t('selection.confirm.title', { studio: name })}
      description={t('selection.confirm.description', { count, studio })}
      confirmLabel={t('selection.confirm.send')}
      cancelLabel={t('selection.confirm.cancel')}
      variant="brand"
      onConfirm={onSend}
      testId="send-selection-dialog"
      route="api"
    />
  );
}
