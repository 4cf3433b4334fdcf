// The month grid of DateField, in its own chunk: fetched when a form with a date opens, so the
// screens behind those forms load none of it.
import { DayPicker } from 'react-day-picker';
import { ca, enUS, es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { CSSProperties } from 'react';
import { WEEK_STARTS_ON } from '@core/domain/studio-time';
import type { Language } from '../lib/languages';

const locales = { en: enUS, es, ca } satisfies Record<Language, unknown>;

/** DayPicker's colours and sizes, from the app's theme (light and dark alike). */
const theme = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--accent)',
  '--rdp-day-height': '2.25rem',
  '--rdp-day-width': '2.25rem',
  '--rdp-day_button-height': '2.125rem',
  '--rdp-day_button-width': '2.125rem',
  '--rdp-nav-height': '2.25rem',
} as CSSProperties;

type CalendarProps = {
  language: Language;
  /** The chosen day, as a local date at midnight. */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
};

/** Years the month and year lists offer: ten either side of this one, and the chosen day's. */
const YEARS_AROUND = 10;

export default function Calendar({ language, selected, onSelect }: CalendarProps) {
  const thisYear = new Date().getFullYear();
  const chosenYear = selected?.getFullYear() ?? thisYear;
  return (
    <DayPicker
      mode="single"
      required
      // Lists to jump to a month and year: a gallery's expiry or an old payment can be far off.
      captionLayout="dropdown"
      startMonth={new Date(Math.min(thisYear - YEARS_AROUND, chosenYear), 0)}
      endMonth={new Date(Math.max(thisYear + YEARS_AROUND, chosenYear), 11)}
      locale={locales[language]}
      // The studio calendar's weeks, whatever the language (American English would start on Sunday).
      weekStartsOn={WEEK_STARTS_ON}
      selected={selected}
      defaultMonth={selected}
      onSelect={onSelect}
      // Focus lands on the chosen day (or today), so the arrow keys move from there.
      autoFocus
      // Inline, so they win over the defaults of DayPicker's stylesheet, which loads after ours.
      style={theme}
      // The month and year lists beside the arrows: the stylesheet's large bold caption crowded them.
      classNames={{ caption_label: 'rdp-caption_label text-sm! font-medium!' }}
    />
  );
}
