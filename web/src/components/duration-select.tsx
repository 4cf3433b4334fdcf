import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useStudioFormat } from '../hooks/use-studio-format';
import { FormSelect } from './form-select';
import type { FieldControlProps } from './ui/field';
import { Options } from './options';

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
export function DurationSelect<T extends FieldValues, Output>(props: DurationSelectProps<T, Output>) {
  const format = useStudioFormat();
  const current = Number(useWatch({ control: props.control, name: props.name }));
  const choices =
    DURATIONS.includes(current) || !Number.isInteger(current)
      ? DURATIONS
      : [...DURATIONS, current].sort((a, b) => a - b);
  return (
    <FormSelect {...props}>
      <Options options={choices.map((minutes) => ({ value: String(minutes), label: format.duration(minutes) }))} />
    </FormSelect>
  );
}
