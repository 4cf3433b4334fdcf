import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogState } from '../../components/form-dialog';

type RowFormDialogProps = DialogState & {
  /** The namespace whose form.newTitle, form.editTitle and form.description head the dialog. */
  ns: 'customers' | 'locations' | 'sessionTypes';
  editing: boolean;
  testId: string;
  children: ReactNode;
};

/** The dialog that adds or edits a customer, location or session type. */
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
