import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from '@web/src/components/dialog-form-footer';
import { FormDialog } from '@web/src/components/form-dialog';
import { Field } from '@web/src/components/ui/field';
import { Textarea } from '@web/src/components/ui/textarea';
import { useValidationMessage } from '@web/src/hooks/use-validation-message';

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
  /** Sends the reason; a returned message is shown in place and keeps the dialog open. */
  onSubmit: (reason: string) => Promise<string | undefined>;
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
  const message = useValidationMessage();
  const { t } = useTranslation('documents');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const trimmed = reason.trim();
    const problem = trimmed === '' ? 'required' : trimmed.length > MAX_REASON ? 'tooLong' : undefined;
    setFieldError(problem);
    setFormError(undefined);
    if (problem) return;
    setPending(true);
    const failure = await onSubmit(trimmed);
    setPending(false);
    if (failure) setFormError(failure);
    else onDone();
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={label} description={t('invoice.reasonHint')} error={message(fieldError)}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            autoFocus
          />
        )}
      </Field>
      <DialogFormFooter error={formError} pending={pending} submitLabel={submitLabel} route="api" />
    </form>
  );
}
