import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from './ui/alert';
import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';
import { Spinner } from './ui/spinner';

type DialogFormFooterProps = {
  /** What went wrong with the last try, already translated; shown above the buttons. */
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  /** Whether the form cannot be sent as it is (besides while it is being sent). */
  disabled?: boolean;
};

/** The end of a form in a dialog: its error, Cancel (closes the dialog) and the submit button. */
export function DialogFormFooter({ error, pending, submitLabel, disabled = false }: DialogFormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('actions.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || disabled}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
