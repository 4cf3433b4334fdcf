import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { FieldControlProps } from './ui/field';
import { NativeSelect } from './ui/native-select';

type FormSelectProps<T extends FieldValues, Output> = FieldControlProps & {
  control: Control<T, unknown, Output>;
  /** A field of the form that holds the chosen option's value. */
  name: FieldPathByValue<T, string>;
  /** The options. */
  children: ReactNode;
};

/**
 * A select bound to a form field as a controlled value, for options that come from synced
 * queries: those may answer after the form opens, and a registered select would go on showing
 * the option it had when it mounted instead of the field's value.
 */
export function FormSelect<T extends FieldValues, Output>({
  control,
  name,
  children,
  ...props
}: FormSelectProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect {...props} {...field}>
          {children}
        </NativeSelect>
      )}
    />
  );
}
