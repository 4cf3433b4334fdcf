import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

type ConfirmDialogProps<T> = {
  /** What the action applies to; the dialog is open while it is set. */
  subject: T | undefined;
  onOpenChange: (open: boolean) => void;
  title: (subject: T) => string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; a returned message is shown in place and keeps the dialog open. */
  onConfirm: (subject: T) => Promise<string | undefined> | void;
  testId: string;
};

/**
 * Asks before a destructive action. The subject stays on screen while the dialog animates out
 * after the caller cleared it, so the title does not flash empty.
 */
export function ConfirmDialog<T>({ subject, onOpenChange, title, description, confirmLabel, onConfirm, testId }: ConfirmDialogProps<T>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(subject);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (subject !== undefined && subject !== shown) setShown(subject);

  const close = (open: boolean) => {
    if (open) return;
    setError(undefined);
    onOpenChange(false);
  };

  const confirm = async () => {
    if (subject === undefined) return;
    setPending(true);
    setError(undefined);
    const failure = await onConfirm(subject);
    setPending(false);
    if (failure) setError(failure);
    else close(false);
  };

  return (
    <AlertDialog open={subject !== undefined} onOpenChange={close}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{shown === undefined ? '' : title(shown)}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('actions.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
