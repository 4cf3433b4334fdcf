import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDateTimeInput } from '@core/domain/studio-time';
import { DateField } from '../../components/date-field';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { useLockedDays } from './use-locked-days';

type ClosedDaysDialogProps = DialogState & {
  lockedDays: ReturnType<typeof useLockedDays>;
  /** Today on the studio's clock (`YYYY-MM-DD`): days before it close nothing. */
  today: string;
};

/**
 * The days closed to bookings, as the Week and Month grids hatch them: a day to close, and each
 * upcoming closed day with its way back. The list view closes its days one by one in place.
 */
export function ClosedDaysDialog({ open, onOpenChange, lockedDays, today }: ClosedDaysDialogProps) {
  const { t } = useTranslation('scheduling');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('locked.dialogTitle')}
      description={t('locked.dialogDescription')}
      testId="closed-days-dialog"
    >
      <ClosedDays lockedDays={lockedDays} today={today} />
    </FormDialog>
  );
}

function ClosedDays({ lockedDays, today }: Pick<ClosedDaysDialogProps, 'lockedDays' | 'today'>) {
  const { t } = useTranslation('scheduling');
  const format = useStudioFormat();
  const blocked = useWriteBlock('api');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string>();
  const { locked, pending, toggle } = lockedDays;
  const label = (date: string) => format.date(fromDateTimeInput(date, '', format.timeZone) ?? 0, 'longDate');
  const upcoming = locked.filter((date) => date >= today);

  const close = async (event: FormEvent) => {
    event.preventDefault();
    const refusal =
      day === ''
        ? 'locked.chooseDay'
        : day < today
          ? 'locked.past'
          : locked.includes(day)
            ? 'locked.already'
            : undefined;
    setError(refusal && t(refusal));
    if (refusal || !toggle) return;
    await toggle(day, label(day));
    setDay('');
  };

  return (
    <div className="grid gap-4">
      {toggle && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void close(event)} noValidate>
          <Field label={t('locked.day')} error={error} className="min-w-48 flex-1">
            {(control) => <DateField {...control} value={day} onChange={setDay} />}
          </Field>
          <Button type="submit" disabled={pending !== undefined || blocked !== undefined}>
            {pending === day && day !== '' ? <Spinner /> : <Lock aria-hidden="true" />}
            {t('locked.add')}
          </Button>
        </form>
      )}
      {blocked && <p className="text-xs text-muted-foreground">{blocked}</p>}
      {upcoming.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('locked.none')}</p>
      ) : (
        <ul aria-label={t('locked.dialogTitle')} className="grid gap-1">
          {upcoming.map((date) => (
            <li key={date} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
              <span className="text-sm">{label(date)}</span>
              {toggle && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending !== undefined || blocked !== undefined}
                  aria-label={t('locked.reopen', { date: label(date) })}
                  onClick={() => void toggle(date, label(date))}
                >
                  {t('locked.reopenShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
