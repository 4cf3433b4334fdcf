import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, removeDraft, writeDraft } from '../lib/form-drafts';
import { useUnsavedMark } from './use-unsaved-mark';

/**
 * Keeps what is typed into `form` on this device while it is open, under `key`: a form opened
 * again after a reload, a closed tab or a crash starts from it. Closing the form (Cancel, or
 * after saving) forgets it. While it holds changes, a new version of the app waits to reload.
 * Returns `saved`, to call once the form's values are safely stored.
 */
export function useFormDraft<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  key: string,
) {
  useUnsavedMark(form.formState.isDirty);

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        if (isDirty) writeDraft(key, values);
        else removeDraft(key);
      },
    });
    // After subscribing, so the restored draft is stored again as it is edited.
    const draft = readDraft(key);
    if (draft) form.reset(draft as Values, { keepDefaultValues: true });
    return () => {
      unsubscribe();
      removeDraft(key);
    };
  }, [form, key]);

  return {
    saved: () => removeDraft(key),
  };
}
