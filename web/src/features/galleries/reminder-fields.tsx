import { useEffect, useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REMINDER_DAYS, DEFAULT_SELECTION_REMINDER_DAYS, MAX_REMINDER_DAYS } from '@core/domain/gallery';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import type { GalleryFormControl } from './gallery-form-schema';

const isDayCount = (days: number) => Number.isInteger(days) && days >= 1 && days <= MAX_REMINDER_DAYS;

/**
 * Whether invited clients get a mail some days before the gallery expires, and how many days
 * before: shown only while the gallery has an expiry date, saved with it
 * (`expiryReminderDays`, null when off).
 */
export function ReminderFields({ control }: { control: GalleryFormControl }) {
  const expires = useWatch({ control, name: 'expires' });
  return (
    <DayReminder
      control={control}
      shown={expires}
      names={['reminds', 'reminderDays']}
      texts="reminders"
      fallback={DEFAULT_REMINDER_DAYS}
      testId="expiry-reminder-fields"
    />
  );
}

/**
 * Whether a client who has chosen Favourites but not finished gets a mail some days after their
 * first one, and after how many (`selectionReminderDays`, null when off).
 */
export function SelectionReminderFields({ control }: { control: GalleryFormControl }) {
  return (
    <DayReminder
      control={control}
      shown
      names={['selectionReminds', 'selectionReminderDays']}
      texts="selectionReminders"
      fallback={DEFAULT_SELECTION_REMINDER_DAYS}
      testId="selection-reminder-fields"
    />
  );
}

type DayReminderProps = {
  control: GalleryFormControl;
  shown: boolean;
  /** The form's switch and its number of days. */
  names: ['reminds', 'reminderDays'] | ['selectionReminds', 'selectionReminderDays'];
  /** The group of `galleries` strings the reminder speaks with. */
  texts: 'reminders' | 'selectionReminders';
  fallback: number;
  testId: string;
};

/** A switch for a reminder mail and, while on, its number of days. */
function DayReminder({ control, shown, names, texts, fallback, testId }: DayReminderProps) {
  const { t } = useTranslation('galleries');
  const id = useId();
  const { field: reminds } = useController({ control, name: names[0] });
  const { field: days, fieldState } = useController({ control, name: names[1] });
  const editing = shown && reminds.value;
  const { onChange: setDays } = days;
  useEffect(() => {
    // A number left invalid out of sight would stop the form saving with no word of why.
    if (!editing && !isDayCount(days.value)) setDays(fallback);
  }, [editing, days.value, setDays, fallback]);

  if (!shown) return null;
  return (
    <div className="grid gap-3" data-testid={testId}>
      <div className="flex items-center gap-3">
        <Switch id={id} checked={reminds.value} onCheckedChange={reminds.onChange} />
        <Label htmlFor={id}>{t(`${texts}.remind`)}</Label>
      </div>
      {reminds.value ? (
        <Field
          label={t(`${texts}.days`)}
          error={fieldState.error ? t('reminders.daysRange', { max: MAX_REMINDER_DAYS }) : undefined}
          description={isDayCount(days.value) ? t(`${texts}.hint`, { count: days.value }) : undefined}
        >
          {(fieldProps) => (
            <Input
              {...fieldProps}
              ref={days.ref}
              name={days.name}
              value={Number.isNaN(days.value) ? '' : days.value}
              onChange={(event) => days.onChange(event.target.valueAsNumber)}
              onBlur={days.onBlur}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REMINDER_DAYS}
              className="w-24"
            />
          )}
        </Field>
      ) : (
        <p className="text-xs text-muted-foreground">{t(`${texts}.off`)}</p>
      )}
    </div>
  );
}
