import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeThen, FormDialog, type DialogState } from '../../components/form-dialog';

type RowNamespace = 'customers' | 'locations' | 'sessionTypes' | 'tasks';

type RowFormDialogProps = DialogState & {
  /** The namespace whose form.newTitle, form.editTitle and form.description head the dialog. */
  ns: RowNamespace;
  editing: boolean;
  testId: string;
  children: ReactNode;
};

/** The dialog that adds or edits a customer, location, session type or task. */
export function RowFormDialog({ ns, editing, ...dialog }: RowFormDialogProps) {
  const { t } = useTranslation(ns);
  return (
    <FormDialog
      {...dialog}
      title={editing ? t('form.editTitle') : t('form.newTitle')}
      description={t('form.description')}
    />
  );
}

/** A form told once it has saved, with what it saved. */
type SavingForm = { onDone: (saved: never) => void };
type FormFields<Props> = Omit<Props, 'onDone'>;
type SavedBy<Props extends SavingForm> = Parameters<Props['onDone']>[0];

/**
 * A row's form in its dialog: the dialog closes once the form has saved, then tells the opener
 * what was saved. The form mounts anew at each opening, so it starts from the row as it is.
 */
export function rowFormDialog<Props extends SavingForm>(
  Form: ComponentType<Props>,
  { ns, testId, editing }: { ns: RowNamespace; testId: string; editing: (props: FormFields<Props>) => boolean },
) {
  type DialogProps = DialogState & FormFields<Props> & { onSaved?: ((saved: SavedBy<Props>) => void) | undefined };
  return function RowDialog({ open, onOpenChange, onSaved, ...form }: DialogProps) {
    const dialog = { open, onOpenChange };
    // What is left are the form's own props, which TypeScript cannot follow through Omit.
    const formProps = form as unknown as Props;
    return (
      <RowFormDialog {...dialog} ns={ns} editing={editing(formProps)} testId={testId}>
        <Form {...formProps} onDone={closeThen(dialog, onSaved)} />
      </RowFormDialog>
    );
  };
}
