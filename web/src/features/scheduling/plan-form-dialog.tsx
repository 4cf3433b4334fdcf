import { useQuery } from '@rocicorp/zero/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDateInput } from '@core/domain/studio-time';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { DateField } from '../../components/date-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { FormSelect } from '../../components/form-select';
import { FormStringField } from '../../components/form-string-field';
import { namedOptions, Options } from '../../components/options';
import { NumberField } from '../../components/number-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useRowForm } from '../../hooks/use-row-form';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { SavedLocationFields } from '../bookings/saved-location-fields';
import { planFormSchema, planFormValues } from './plan-form';
import type { SchedulePlan } from './plan-text';
import { WeekdayPicker } from './weekday-picker';

type PlanFormProps = {
  /** The plan to edit; none to add one. */
  plan: SchedulePlan | undefined;
  onDone: () => void;
};

function PlanForm({ plan, onDone }: PlanFormProps) {
  const { t } = useTranslation(['schedulePlans', 'common']);
  const { account } = useAccount();
  const { timeZone } = useStudioFormat();
  const now = useNow();
  const message = useValidationMessage();
  const [sessionTypes] = useQuery(queries.sessionTypes.list({ accountId: account.id }));
  const { form, formError, onSubmit } = useRowForm({
    name: 'schedule-plan',
    ns: 'schedulePlans',
    row: plan,
    schema: planFormSchema,
    defaultValues: planFormValues(plan, toDateInput(now, timeZone)),
    mutators: mutators.schedulePlan,
    onSaved: () => onDone(),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="plan-form">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => (
            <Input {...control} {...register('name')} placeholder={t('form.namePlaceholder')} autoComplete="off" />
          )}
        </Field>
        <Field
          label={t('fields.sessionType')}
          description={sessionTypes.length === 0 ? t('form.noTypes') : undefined}
          error={message(errors.sessionTypeId?.message)}
        >
          {(fieldProps) => (
            <FormSelect {...fieldProps} control={control} name="sessionTypeId">
              <Options none={t('form.chooseType')} options={namedOptions(sessionTypes)} />
            </FormSelect>
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.startDate')} error={message(errors.startDate?.message)}>
          {(fieldProps) => <FormStringField as={DateField} {...fieldProps} control={control} name="startDate" />}
        </Field>
        <Field label={t('fields.endDate')} error={message(errors.endDate?.message)}>
          {(fieldProps) => <FormStringField as={DateField} {...fieldProps} control={control} name="endDate" />}
        </Field>
      </div>
      <Field label={t('fields.daysOfWeek')} error={message(errors.daysOfWeek?.message)}>
        {(fieldProps) => (
          <Controller
            control={control}
            name="daysOfWeek"
            render={({ field }) => (
              <WeekdayPicker
                {...fieldProps}
                label={t('fields.daysOfWeek')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </Field>
      <Field
        label={t('fields.timeSlots')}
        description={t('form.timeSlotsHint')}
        error={message(errors.timeSlots?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...register('timeSlots')}
            placeholder={t('form.timeSlotsPlaceholder')}
            autoComplete="off"
            inputMode="numeric"
          />
        )}
      </Field>
      <SavedLocationFields form={form} label={(key) => t(key)} error={message(errors.location?.message)} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <NumberField
          label={t('fields.maxBookingsPerDay')}
          error={message(errors.maxBookingsPerDay?.message)}
          {...register('maxBookingsPerDay')}
          inputMode="numeric"
          min={1}
        />
        <NumberField
          label={t('fields.bufferTime')}
          description={t('form.bufferHint')}
          error={message(errors.bufferTime?.message)}
          {...register('bufferTime')}
          inputMode="numeric"
          min={0}
          step={5}
        />
      </div>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <label className="flex items-center gap-3 text-sm font-medium">
            <Switch checked={field.value} onCheckedChange={field.onChange} />
            {t('fields.isActive')}
          </label>
        )}
      />
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}

/** Adds or edits a booking plan. */
export function PlanFormDialog({ plan, ...dialog }: DialogState & { plan: SchedulePlan | undefined }) {
  const { t } = useTranslation('schedulePlans');
  return (
    <FormDialog
      {...dialog}
      title={plan ? t('form.editTitle') : t('form.newTitle')}
      description={t('form.description')}
      testId="plan-dialog"
      className="sm:max-w-xl"
    >
      <PlanForm plan={plan} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}
