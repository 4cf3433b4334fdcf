import { useMemo, type Ref } from 'react';
import { formatInstant, fromDateTimeInput, toTimeInput } from '@core/domain/studio-time';
import { useStudioFormat } from '../hooks/use-studio-format';
import type { FieldControlProps } from './ui/field';
import { NativeSelect } from './ui/native-select';
import { Options } from './options';

/** Bookings start on the quarter hour; a time saved off it stays selectable. */
export const TIME_STEP_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One choice of the time list: its `HH:mm` value and how the interface language writes it. */
type TimeOption = { value: string; label: string };

/**
 * Every time of a day on the quarter hour, with `current` in its place when it falls between,
 * written for `locale`. The times are instants on a UTC clock of 1 January 1970, where hours and
 * minutes are all there is.
 */
export function timeOptions(current: string, locale: string): TimeOption[] {
  const times = Array.from({ length: DAY_MS / TIME_STEP_MS }, (_, i) => i * TIME_STEP_MS);
  const saved = fromDateTimeInput('1970-01-01', current, 'UTC');
  if (saved !== undefined && saved % TIME_STEP_MS !== 0) times.push(saved);
  return times
    .sort((a, b) => a - b)
    .map((ms) => ({
      value: toTimeInput(ms, 'UTC'),
      label: formatInstant(ms, { locale, timeZone: 'UTC', style: 'time' }),
    }));
}

type TimeFieldProps = FieldControlProps & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement> | undefined;
};

/**
 * A time of day, listed as the interface language writes it ("14:30", "2:30 PM"). The browser's
 * own time input writes it in the browser's language instead, whatever is on screen. The value
 * is `HH:mm`, as an <input type="time"> holds it.
 */
export function TimeField({ value, onChange, ...control }: TimeFieldProps) {
  const { locale } = useStudioFormat();
  const options = useMemo(() => timeOptions(value, locale), [value, locale]);
  return (
    <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      <Options options={options} />
    </NativeSelect>
  );
}
