import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useValidationMessage } from '../../hooks/use-validation-message';
import type { AuthRefusals } from './use-auth-error-message';
import { useAuthRequest } from './use-auth-request';

/** What a field of the form needs: its input's props, and its error translated. */
export type AuthField = { input: UseFormRegisterReturn; error: string | undefined };

type AuthRequest = ReturnType<typeof useAuthRequest>['request'];

/**
 * The setup every sign-in screen's form shares: react-hook-form checked by `schema`, its fields,
 * and `submit`, which makes its call to Supabase Auth through `request`: a refusal becomes the
 * form's error. `form` is what AuthForm takes.
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  /** A value for every field, in the order they show. */
  defaultValues: DefaultValues<Input>,
  submit: (values: Output, request: AuthRequest) => Promise<void>,
  /** Kept the same between renders (a module constant). */
  refusals?: AuthRefusals,
) {
  const message = useValidationMessage();
  const { error, request } = useAuthRequest(refusals);
  const { register, handleSubmit, getFieldState, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  // Registered in the order of `defaultValues`, which is the order they show: after a refused
  // submit, the first field with an error takes the focus.
  const fields = {} as Record<Path<Input>, AuthField>;
  for (const name of Object.keys(defaultValues) as Path<Input>[]) {
    fields[name] = { input: register(name), error: message(getFieldState(name, formState).error?.message) };
  }
  return {
    fields,
    form: {
      onSubmit: handleSubmit((values) => submit(values, request)),
      error,
      submitting: formState.isSubmitting,
    },
  };
}
