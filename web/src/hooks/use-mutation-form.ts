import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZeroMutation, type MutateRequest } from './use-zero-mutation';

type MutationFormOptions<Input extends FieldValues, Output> = {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The Zero mutation that saves the checked values. */
  mutation: (values: Output) => MutateRequest;
  /** Runs once the mutation is accepted: the toast, closing the dialog. */
  onSaved: (values: Output) => void;
};

/**
 * A form whose Save sends one Zero mutation. A refusal stays in the form as its error, so it
 * shows in place and nothing typed is lost.
 */
export function useMutationForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  mutation,
  onSaved,
}: MutationFormOptions<Input, Output>) {
  const mutate = useZeroMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const outcome = await mutate(mutation(values));
    if (outcome.ok) onSaved(values);
    else setFormError(outcome.message);
  });

  return { form, formError, onSubmit };
}
