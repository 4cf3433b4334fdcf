import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/** Whether a dialog is open, as the screen that opens it controls it. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/** Closes the dialog, then tells its opener what was saved. */
export function closeThen<T>(dialog: DialogState, then: ((saved: T) => void) | undefined) {
  return (saved: T) => {
    dialog.onOpenChange(false);
    then?.(saved);
  };
}

type FormDialogProps = DialogState & {
  title: string;
  description: ReactNode;
  testId: string;
  /** Widens the dialog for a longer form. */
  className?: string | undefined;
  /** Where the keyboard goes once the dialog closes; by default, back to what opened it. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** The form; it unmounts when the dialog closes, so every opening starts from current values. */
  children: ReactNode;
};

/**
 * A dialog that holds one form, or what a form led to, under a title and a line saying what it
 * is for.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  className,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
