import { useStudioFormat } from '../../hooks/use-studio-format';
import { cn } from '../../lib/utils';
import type { FieldControlProps } from '../../components/ui/field';
import { weekdayOrder } from './plan-text';

/** Noon UTC of Sunday 4 January 2026 plus `day` days: that weekday in every zone's calendar. */
const weekdaySample = (day: number) => Date.UTC(2026, 0, 4 + day, 12);

/** A weekday's short name in the interface language (0 is Sunday). */
export function useWeekdayName(): (day: number) => string {
  const { locale } = useStudioFormat();
  const names = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return (day) => names.format(weekdaySample(day));
}

type WeekdayPickerProps = FieldControlProps & {
  /** The field's label, naming the group (a <label> cannot name a group of buttons). */
  label: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
};

/** The days a plan runs on: seven buttons in the calendar's order, each pressed or not. */
export function WeekdayPicker({ label, value, onChange, id, ...control }: WeekdayPickerProps) {
  const name = useWeekdayName();
  const toggle = (day: number) => onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day]);
  return (
    <div role="group" id={id} aria-label={label} {...control} className="flex flex-wrap gap-1.5">
      {weekdayOrder.map((day) => {
        const pressed = value.includes(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={pressed}
            onClick={() => toggle(day)}
            className={cn(
              'h-8 min-w-11 rounded-md border px-2 text-sm capitalize focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
            )}
          >
            {name(day)}
          </button>
        );
      })}
    </div>
  );
}
