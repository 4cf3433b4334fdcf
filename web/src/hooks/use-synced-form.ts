import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form over something that syncs. A change saved elsewhere (another browser, another screen)
 * reaches the fields the person has not touched; the ones they are editing keep their edits
 * until Save. `showSaved` then makes what was saved the form's new starting point.
 */
export function useSyncedForm<Input extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, Input>,
  values: Input,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  // Explicitly not the edits kept on a sync reset: what was saved replaces what was typed.
  const showSaved = (saved: Input) => form.reset(saved, { keepDirtyValues: false });
  return { form, showSaved };
}
