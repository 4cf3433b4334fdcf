import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useStudioFormat } from '../hooks/use-studio-format';
import type { FieldControlProps } from './ui/field';
import { NativeSelect } from './ui/native-select';

/** Lengths offered: quarter hours up to an hour, then the steps sessions are booked in, up to a long wedding day. */
const DURATIONS = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480, 600, 720];

type DurationSelectProps<T extends FieldValues, Output> = FieldControlProps & {
  control: Control<T, unknown, Output>;
  /** A field of the form holding minutes as text, as a select's value is. */
  name: FieldPathByValue<T, string>;
};

/**
 * How long a session lasts, picked from the lengths photographers book, in the reader's words
 * ("1 hr 30 min"). A length saved before that is none of them (an import) stays on offer, so
 * editing never changes it unasked.
 */
export function DurationSelect<T extends FieldValues, Output>({
  control,
  name,
  ...props
}: DurationSelectProps<T, Output>) {
  const format = useStudioFormat();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const current = Number(field.value);
        const choices =
          DURATIONS.includes(current) || !Number.isInteger(current)
            ? DURATIONS
            : [...DURATIONS, current].sort((a, b) => a - b);
        return (
          <NativeSelect {...props} {...field}>
            {choices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {format.duration(minutes)}
              </option>
            ))}
          </NativeSelect>
        );
      }}
    />
  );
}
