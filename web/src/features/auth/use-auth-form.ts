import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useAuthRequest } from './use-auth-request';

/** What a field of the form needs: its input's props, and its error translated. */
export type AuthField = { input: UseFormRegisterReturn; error: string | undefined };

/**
 * The setup every sign-in screen's form shares: react-hook-form checked by `schema`, and its
 * call to Supabase Auth (`request`), whose refusal becomes the form's `error`.
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const message = useValidationMessage();
  const { error, request } = useAuthRequest();
  const { register, handleSubmit, getFieldState, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const field = (name: Path<Input>): AuthField => ({
    input: register(name),
    error: message(getFieldState(name, formState).error?.message),
  });
  return { field, handleSubmit, isSubmitting: formState.isSubmitting, error, request };
}
