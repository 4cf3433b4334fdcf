import type { ComponentType, Ref } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { FieldControlProps } from './ui/field';

/** A control that edits a string and takes Field's label, hint and error wiring. */
type StringControlProps = FieldControlProps & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLElement> | undefined;
};

type FormStringFieldProps<T extends FieldValues, Output, P extends StringControlProps> = Omit<
  P,
  'value' | 'onChange'
> & {
  /** The control to render, e.g. DateField or TimeField. */
  as: ComponentType<P>;
  control: Control<T, unknown, Output>;
  /** A field of the form that holds a string. */
  name: FieldPathByValue<T, string>;
};

/** A controlled string control (one that is not a native input to `register`) bound to a form field. */
export function FormStringField<T extends FieldValues, Output, P extends StringControlProps>({
  as: Control,
  control,
  name,
  ...props
}: FormStringFieldProps<T, Output, P>) {
  return (
    <Controller
      control={control}
      name={name}
      // The ref lets the form focus the control when it is the first with an error.
      render={({ field }) => (
        <Control {...(props as unknown as P)} ref={field.ref} value={field.value} onChange={field.onChange} />
      )}
    />
  );
}
