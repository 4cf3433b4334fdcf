import { useState, type ReactNode } from 'react';
import { useApiErrorMessage } from '../hooks/use-api-error-message';
import { useValidationMessage } from '../hooks/use-validation-message';
import { DialogFormFooter } from './dialog-form-footer';
import { Field, type FieldControlProps } from './ui/field';

/** The field's value ready to send, or why not (a validation key, shown under the field). */
export type CheckedField<T> = { ok: true; value: T } | { ok: false; problem: string | undefined };

type SingleFieldFormProps<T> = {
  label: string;
  description: string;
  submitLabel: string;
  check: () => CheckedField<T>;
  /** Sends the value through the API, saying so once done; throws the API's refusal. */
  send: (value: T) => Promise<void>;
  onDone: () => void;
  /** The field's control, tied to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A dialog's form of one field sent through the API (a reason, a tracking link, an amount): checked,
 * sent, then the dialog closes; a refusal shows above Cancel and the submit button.
 */
export function SingleFieldForm<T>({
  label,
  description,
  submitLabel,
  check,
  send,
  onDone,
  children,
}: SingleFieldFormProps<T>) {
  const apiErrorMessage = useApiErrorMessage();
  const message = useValidationMessage();
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const checked = check();
    setFieldError(checked.ok ? undefined : checked.problem);
    setFormError(undefined);
    if (!checked.ok) return;
    setPending(true);
    try {
      await send(checked.value);
      onDone();
    } catch (error) {
      setFormError(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
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
      <Field label={label} description={description} error={message(fieldError)}>
        {children}
      </Field>
      <DialogFormFooter error={formError} pending={pending} submitLabel={submitLabel} route="api" />
    </form>
  );
}
