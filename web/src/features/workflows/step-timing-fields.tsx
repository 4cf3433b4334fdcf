// When a step happens: how many days or hours before or after what it counts from (only after an
// event: before is for what is dated ahead), and for days the time of day on the studio's clock
// (or the trigger's own time).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDateTimeInput, toTimeInput } from '@core/domain/studio-time';
import { retriggered, workflowStepFields } from '@core/domain/workflow-edit';
import { OFFSET_UNITS, STEP_TRIGGERS, stepDirections } from '@core/domain/workflow';
import { useFieldDraft } from '../../components/saved-field';
import { timeOptions } from '../../components/time-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ChoiceField } from './choice-field';
import type { ChangeStep, WorkflowStep } from './workflow-step';

const MINUTE = 60_000;

/** Minutes past midnight as an `HH:mm` choice, and back. */
const minuteToTime = (minute: number) => toTimeInput(minute * MINUTE, 'UTC');
const timeToMinute = (time: string) => (fromDateTimeInput('1970-01-01', time, 'UTC') ?? 0) / MINUTE;

export function StepTimingFields({ step, change }: { step: WorkflowStep; change: ChangeStep }) {
  const { t } = useTranslation('workflows');
  const { locale } = useStudioFormat();
  const direction = step.offsetAmount < 0 ? 'before' : 'after';
  const sign = direction === 'before' ? -1 : 1;
  const times = useMemo(() => timeOptions('', locale), [locale]);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('steps.when')}</legend>
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <AmountField step={step} sign={sign} change={change} />
        <ChoiceField
          label={t('steps.unit')}
          value={step.offsetUnit}
          options={OFFSET_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          // An hour offset keeps the trigger's own time: the database refuses a time of day on one.
          onChange={(unit) =>
            unit && void change({ offsetUnit: unit, ...(unit === 'hours' ? { atMinute: null } : {}) })
          }
          testId="step-unit"
        />
        <ChoiceField
          label={t('steps.direction')}
          value={direction}
          options={stepDirections(step.trigger).map((value) => ({ value, label: t(`directions.${value}`) }))}
          onChange={(value) => value !== direction && void change({ offsetAmount: -step.offsetAmount })}
          testId="step-direction"
        />
        <ChoiceField
          label={t('steps.trigger')}
          value={step.trigger}
          options={STEP_TRIGGERS.map((trigger) => ({ value: trigger, label: t(`triggers.${trigger}`) }))}
          onChange={(trigger) => trigger && void change(retriggered(step, trigger))}
          testId="step-trigger"
        />
        {step.offsetUnit === 'days' && (
          <ChoiceField
            label={t('steps.atTime')}
            value={step.atMinute === null ? '' : minuteToTime(step.atMinute)}
            options={times}
            none={t('steps.triggerTime')}
            onChange={(time) => void change({ atMinute: time === '' ? null : timeToMinute(time) })}
            testId="step-time"
          />
        )}
      </div>
    </fieldset>
  );
}

/** How many days or hours, typed as a whole number and saved as the person leaves the field. */
function AmountField({ step, sign, change }: { step: WorkflowStep; sign: 1 | -1; change: ChangeStep }) {
  const { t } = useTranslation('workflows');
  const message = useValidationMessage();
  const blocked = useWriteBlock('sync') !== undefined;
  const draft = useFieldDraft(String(Math.abs(step.offsetAmount)), async (text) => {
    const typed = Number(text);
    // Typed without a sign: before or after says which way.
    const parsed =
      text.trim() !== '' && typed >= 0 ? workflowStepFields.shape.offsetAmount.safeParse(sign * typed) : undefined;
    if (!parsed?.success) return message('offsetRange');
    return change({ offsetAmount: parsed.data });
  });
  return (
    <Field label={t('steps.amount')} error={draft.error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={3650}
          value={draft.value}
          readOnly={blocked}
          data-testid="step-amount"
          onChange={(event) => draft.onChange(event.target.value)}
          onBlur={draft.onBlur}
        />
      )}
    </Field>
  );
}
