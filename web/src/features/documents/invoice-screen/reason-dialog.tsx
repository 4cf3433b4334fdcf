import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@web/src/components/form-dialog';
import { SingleFieldForm } from '@web/src/components/single-field-form';
import { Textarea } from '@web/src/components/ui/textarea';

/** The most a reason may say, as the cancel and correct routes take it. */
const MAX_REASON = 500;

type ReasonDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  testId: string;
  /** Sends the reason; a refusal it throws is shown in place and keeps the dialog open. */
  onSubmit: (reason: string) => Promise<void>;
};

/** Asks why before an action the invoice keeps a record of (cancelling it, correcting it). */
export function ReasonDialog({ open, onClose, title, description, testId, ...form }: ReasonDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      testId={testId}
    >
      <ReasonForm {...form} onDone={onClose} />
    </FormDialog>
  );
}

type ReasonFormProps = Pick<ReasonDialogProps, 'label' | 'submitLabel' | 'onSubmit'> & { onDone: () => void };

function ReasonForm({ label, submitLabel, onSubmit, onDone }: ReasonFormProps) {
  const { t } = useTranslation('documents');
  const [reason, setReason] = useState('');

  return (
    <SingleFieldForm
      label={label}
      description={t('invoice.reasonHint')}
      submitLabel={submitLabel}
      check={() => {
        const trimmed = reason.trim();
        if (trimmed === '') return { ok: false, problem: 'required' };
        return trimmed.length > MAX_REASON ? { ok: false, problem: 'tooLong' } : { ok: true, value: trimmed };
      }}
      send={onSubmit}
      onDone={onDone}
    >
      {(control) => (
        <Textarea {...control} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} autoFocus />
      )}
    </SingleFieldForm>
  );
}
