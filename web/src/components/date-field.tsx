import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, fromDateTimeInput } from '../../../core/domain/studio-time';
import { isLanguage } from '../lib/i18n';
import { cn } from '../lib/utils';
import { LoadingScreen } from './loading-screen';
import { Button } from './ui/button';
import type { FieldControlProps } from './ui/field';

const loadCalendar = () => import('./calendar');
const Calendar = lazy(loadCalendar);

type DateFieldProps = FieldControlProps & {
  /** `YYYY-MM-DD`, as an <input type="date"> holds it; empty when no day is chosen. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
  ref?: Ref<HTMLButtonElement> | undefined;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The `YYYY-MM-DD` of a local date at midnight, as the calendar gives it. */
function toValue(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * A day, shown and chosen in the interface language: a button with the day written out
 * ("23 nov 2026") that opens a month calendar. The browser's own date input writes the day in
 * the browser's language instead, so a Spanish screen in an American browser read 11/12/2026 for
 * 12 November. The value is the same `YYYY-MM-DD` string, so forms and schemas are unchanged.
 */
export function DateField({ value, onChange, className, ...control }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const valueId = useId();
  // Fetched when a form with a date opens, so the calendar is ready by the time it is asked for.
  useEffect(() => void loadCalendar(), []);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // Midnight UTC of the day, written on the UTC clock: the day itself, whatever the zone.
  const instant = fromDateTimeInput(value, '', 'UTC');
  const selected = instant === undefined ? undefined : new Date(`${value}T00:00`);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          type="button"
          variant="outline"
          {...control}
          aria-describedby={[valueId, control['aria-describedby']].filter(Boolean).join(' ')}
          className={cn(
            'w-full justify-start font-normal aria-invalid:border-destructive',
            instant === undefined && 'text-muted-foreground',
            className,
          )}
        >
          <CalendarDays aria-hidden="true" />
          <span id={valueId}>
            {instant === undefined
              ? t('date.choose')
              : formatInstant(instant, { locale: language, timeZone: 'UTC', style: 'date' })}
          </span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 rounded-md border bg-popover p-2 text-popover-foreground shadow-md"
        >
          <Suspense fallback={<LoadingScreen className="min-h-72 w-72" />}>
            <Calendar
              language={language}
              selected={selected}
              onSelect={(day) => {
                onChange(toValue(day));
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
