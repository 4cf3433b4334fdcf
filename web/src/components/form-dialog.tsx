import type { ReactNode } from 'react';
import { useKeptWhileClosing } from '../hooks/use-kept-while-closing';
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

type SubjectFormDialogProps<Subject> = Omit<FormDialogProps, 'open' | 'title' | 'children'> & {
  /** What the dialog acts on (a photo, the selected photos); it is open while this is set. */
  subject: Subject | undefined;
  /** The title for the subject, kept while the dialog animates out after the caller cleared it. */
  title: (subject: Subject) => string;
  children: (subject: Subject) => ReactNode;
};

/** A form dialog about one subject, open while its opener holds one. */
export function SubjectFormDialog<Subject>({ subject, title, children, ...dialog }: SubjectFormDialogProps<Subject>) {
  const shown = useKeptWhileClosing(subject);
  return (
    <FormDialog {...dialog} open={subject !== undefined} title={shown === undefined ? '' : title(shown)}>
      {subject !== undefined && children(subject)}
    </FormDialog>
  );
}
