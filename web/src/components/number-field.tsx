import type { ComponentProps, ReactNode } from 'react';
import { Field } from './ui/field';
import { Input } from './ui/input';

type NumberFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  label: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  description?: ReactNode;
};

/**
 * A labelled number input; spread a form's `register(...)` into it like into an Input.
 * The rest of the props (min, max, step, inputMode) go to the input.
 */
export function NumberField({ label, error, description, ...input }: NumberFieldProps) {
  return (
    <Field label={label} error={error} description={description}>
      {(control) => <Input {...control} {...input} type="number" />}
    </Field>
  );
}
