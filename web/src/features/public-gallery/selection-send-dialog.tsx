import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

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
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const send = async () => {
    setSending(true);
    setError(undefined);
    const failure = await onSend();
    setSending(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="send-selection-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('selection.confirm.title', { studio })}</AlertDialogTitle>
          <AlertDialogDescription>{t('selection.confirm.description', { count, studio })}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('selection.confirm.cancel')}</AlertDialogCancel>
          <Button variant="brand" onClick={() => void send()} disabled={sending}>
            {sending && <Spinner />}
            {t('selection.confirm.send')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
