import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useSyncedForm } from '../../hooks/use-synced-form';
import { useUnsavedMark } from '../../hooks/use-unsaved-mark';

type SettingFormOptions<Input extends FieldValues, Output> = {
  schema: z.core.$ZodType<Output, Input>;
  /** What the form shows: the studio's current setting, kept in step as it changes elsewhere. */
  values: Input;
  /**
   * Saves through the API and returns the values the form shows next, or undefined when the
   * server refused a field and the form already shows why.
   */
  submit: (values: Output) => Promise<Input | undefined>;
  savedMessage: string;
};

/**
 * A studio setting's form: checked by its schema, saved through the API, then reset to what was
 * saved with a toast; any other refusal is kept, translated, as the card's error.
 */
export function useSettingForm<Input extends FieldValues, Output>({
  schema,
  values,
  submit,
  savedMessage,
}: SettingFormOptions<Input, Output>) {
  const apiErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string>();
  // A change saved elsewhere (another screen, a logo upload) reaches the untouched fields.
  const { form, showSaved } = useSyncedForm(schema, values);

  const onSubmit = form.handleSubmit(async (output) => {
    setError(undefined);
    try {
      const saved = await submit(output);
      if (saved === undefined) return;
      showSaved(saved);
      toast.success(savedMessage);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    }
  });

  const { isSubmitting, isDirty } = form.formState;
  useUnsavedMark(isDirty);
  return { form, card: { error, saving: isSubmitting, changed: isDirty, onSubmit } };
}
