import { useTranslation } from 'react-i18next';
import { useWriteBlock, type ActionRoute } from '../hooks/use-write-block';
import { FormError } from './form-error';
import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';
import { Spinner } from './ui/spinner';
import { WritesOffNotice } from './writes-off-notice';

type DialogFormFooterProps = {
  /** What went wrong with the last try, already translated; shown above the buttons. */
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  /** Whether the form cannot be sent as it is (besides while it is being sent). */
  disabled?: boolean;
  /** How the form's change travels; it is off, saying why, while that route is unavailable. */
  route?: ActionRoute;
};

/** The end of a form in a dialog: its error, Cancel (closes the dialog) and the submit button. */
export function DialogFormFooter({
  error,
  pending,
  submitLabel,
  disabled = false,
  route = 'sync',
}: DialogFormFooterProps) {
  const { t } = useTranslation('common');
  const blocked = useWriteBlock(route);
  return (
    <>
      <WritesOffNotice reason={blocked} />
      <FormError error={error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('actions.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || disabled || blocked !== undefined}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
