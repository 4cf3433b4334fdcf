import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteBlock, type ActionRoute } from '../hooks/use-write-block';
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
import { WritesOffNotice } from './writes-off-notice';

export type ConfirmDialogProps<T> = {
  /** What the action applies to; the dialog is open while it is set. */
  subject: T | undefined;
  onOpenChange: (open: boolean) => void;
  title: (subject: T) => string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; a returned message is shown in place and keeps the dialog open. */
  onConfirm: (subject: T) => Promise<string | undefined> | void;
  testId: string;
  /** How the action's change travels (sync unless said). */
  route?: ActionRoute;
} & Pick<ConfirmActionsProps, 'cancelLabel' | 'variant'>;

/** The confirmation itself; screens use `ConfirmDialog` from `./confirm-dialog`, which loads it when first opened. */
export function ConfirmDialog<T>({
  confirmLabel,
  onConfirm,
  route,
  cancelLabel,
  variant,
  ...frame
}: ConfirmDialogProps<T>) {
  const { subject, onOpenChange } = frame;
  return (
    <ConfirmDialogFrame {...frame}>
      <ConfirmActions
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        variant={variant}
        route={route}
        onConfirm={() => (subject === undefined ? undefined : onConfirm(subject))}
        onDone={() => onOpenChange(false)}
      />
    </ConfirmDialogFrame>
  );
}

type ConfirmDialogFrameProps<T> = Pick<ConfirmDialogProps<T>, 'subject' | 'onOpenChange' | 'title' | 'testId'> & {
  description?: ReactNode;
  /** The body and the actions; unmounted once the dialog has closed. */
  children: ReactNode;
};

/**
 * The shell of a confirmation, for one whose body is more than a sentence (e.g. a choice to
 * make). The subject stays on screen while the dialog animates out after the caller cleared it,
 * so the title does not flash empty.
 */
export function ConfirmDialogFrame<T>({
  subject,
  onOpenChange,
  title,
  description,
  testId,
  children,
}: ConfirmDialogFrameProps<T>) {
  const [shown, setShown] = useState(subject);
  if (subject !== undefined && subject !== shown) setShown(subject);
  return (
    <AlertDialog open={subject !== undefined} onOpenChange={(open) => !open && onOpenChange(false)}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{shown === undefined ? '' : title(shown)}</AlertDialogTitle>
          {description !== undefined && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        {children}
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ConfirmActionsProps = {
  confirmLabel: string;
  /** The way out without acting; the common Cancel unless said. */
  cancelLabel?: string | undefined;
  /** The confirm button's look: destructive unless said (a public page's own action is `brand`). */
  variant?: 'destructive' | 'brand' | undefined;
  /** Runs the action; a returned message is shown in place and keeps the dialog open. */
  onConfirm: () => Promise<string | undefined> | void;
  /** Called once the action succeeded, to close the dialog. */
  onDone: () => void;
  /** Whether the action cannot run yet (besides while it runs). */
  disabled?: boolean;
  /** How the action's change travels; it is off, saying why, while that route is unavailable. */
  route?: ActionRoute;
};

/** A confirmation's last word: the action's error, Cancel and the button that acts. */
export function ConfirmActions({
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  onConfirm,
  onDone,
  disabled = false,
  route = 'sync',
}: ConfirmActionsProps) {
  const { t } = useTranslation('common');
  const blocked = useWriteBlock(route);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setPending(true);
    setError(undefined);
    const failure = await onConfirm();
    setPending(false);
    if (failure) setError(failure);
    else onDone();
  };

  return (
    <>
      <WritesOffNotice reason={blocked} />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel>{cancelLabel ?? t('actions.cancel')}</AlertDialogCancel>
        <Button
          variant={variant}
          onClick={() => void confirm()}
          disabled={pending || disabled || blocked !== undefined}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </Button>
      </AlertDialogFooter>
    </>
  );
}
