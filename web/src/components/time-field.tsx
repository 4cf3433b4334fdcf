import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../core/domain/studio-time';
import { isLanguage } from '../lib/i18n';
import type { FieldControlProps } from './ui/field';
import { NativeSelect } from './ui/native-select';

/** Bookings start on the quarter hour; a time saved off it stays selectable. */
const STEP_MINUTES = 15;

const pad = (n: number) => String(n).padStart(2, '0');

/** Every `HH:mm` of a day at STEP_MINUTES, with `current` in its place when it falls between. */
export function timeOptions(current: string): string[] {
  const times = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
    const minutes = i * STEP_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
  if (/^\d{2}:\d{2}$/.test(current) && !times.includes(current)) times.push(current);
  // `HH:mm` strings sort as the times they are.
  return times.sort();
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
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const options = useMemo(
    () =>
      timeOptions(value).map((time) => ({
        time,
        // The time on a UTC clock of any day: only hours and minutes are written.
        label: formatInstant(Date.parse(`2000-01-01T${time}:00Z`), {
          locale: language,
          timeZone: 'UTC',
          style: 'time',
        }),
      })),
    [value, language],
  );
  return (
    <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map(({ time, label }) => (
        <option key={time} value={time}>
          {label}
        </option>
      ))}
    </NativeSelect>
  );
}
