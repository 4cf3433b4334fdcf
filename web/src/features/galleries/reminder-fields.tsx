import { useEffect, useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REMINDER_DAYS, MAX_REMINDER_DAYS } from '@core/domain/gallery';
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
  const { t } = useTranslation('galleries');
  const id = useId();
  const expires = useWatch({ control, name: 'expires' });
  const { field: reminds } = useController({ control, name: 'reminds' });
  const { field: days, fieldState } = useController({ control, name: 'reminderDays' });
  const shown = expires && reminds.value;
  const { onChange: setDays } = days;
  useEffect(() => {
    // A number left invalid out of sight would stop the form saving with no word of why.
    if (!shown && !isDayCount(days.value)) setDays(DEFAULT_REMINDER_DAYS);
  }, [shown, days.value, setDays]);

  if (!expires) return null;
  return (
    <div className="grid gap-3" data-testid="expiry-reminder-fields">
      <div className="flex items-center gap-3">
        <Switch id={id} checked={reminds.value} onCheckedChange={reminds.onChange} />
        <Label htmlFor={id}>{t('reminders.remind')}</Label>
      </div>
      {reminds.value ? (
        <Field
          label={t('reminders.days')}
          error={fieldState.error ? t('reminders.daysRange', { max: MAX_REMINDER_DAYS }) : undefined}
          description={isDayCount(days.value) ? t('reminders.hint', { count: days.value }) : undefined}
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
        <p className="text-xs text-muted-foreground">{t('reminders.off')}</p>
      )}
    </div>
  );
}
