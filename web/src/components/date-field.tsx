import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone, formatInstant, fromDateTimeInput, toDateInput } from '@core/domain/studio-time';
import { useStudioFormat } from '../hooks/use-studio-format';
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

/**
 * A day, shown and chosen in the interface language: a button with the day written out
 * ("23 nov 2026") that opens a month calendar. The browser's own date input writes the day in
 * the browser's language instead, so a Spanish screen in an American browser read 11/12/2026 for
 * 12 November. The value is the same `YYYY-MM-DD` string, so forms and schemas are unchanged.
 */
export function DateField({ value, onChange, className, ...control }: DateFieldProps) {
  const { t } = useTranslation('common');
  const { locale: language } = useStudioFormat();
  const [open, setOpen] = useState(false);
  const valueId = useId();
  // Fetched when a form with a date opens, so the calendar is ready by the time it is asked for.
  useEffect(() => void loadCalendar(), []);
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
                // The calendar gives the day at local midnight.
                onChange(toDateInput(day.getTime(), deviceTimeZone()));
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
