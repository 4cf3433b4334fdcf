import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { useZeroMutation, type MutateRequest } from '../../hooks/use-zero-mutation';

type ShopFormOptions<Input extends FieldValues, Output> = {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The mutation the checked values make. */
  request: (values: Output) => MutateRequest;
  /** What the toast says once it is saved. */
  saved: (values: Output) => string;
  /** Runs once the server took it: closing the dialog. */
  onDone: () => void;
};

/**
 * A form in one of the shop's dialogs: checked by the mutator's own schema, sent, and closed once
 * the server took it; a refusal stays in the form with nothing typed lost.
 */
export function useShopForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  request,
  saved,
  onDone,
}: ShopFormOptions<Input, Output>) {
  const mutate = useZeroMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const outcome = await mutate(request(values), { awaitServer: true });
    if (!outcome.ok) return setFormError(outcome.message);
    toast.success(saved(values));
    onDone();
  });
  return { form, formError, onSubmit };
}
