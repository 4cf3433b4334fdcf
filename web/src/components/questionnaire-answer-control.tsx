// A question of a questionnaire as a client meets it, its label and the control answering it by
// its kind: shared by the client's page (features/public-questionnaires/) and the builder's preview of it.
import { useTranslation } from 'react-i18next';
import type { AnswerValue, QuestionnaireField } from '@core/domain/questionnaire-answers';
import type { FieldControlProps } from './ui/field';
import { Input } from './ui/input';
import { RadioCard, RadioGroup } from './ui/radio-group';
import { Textarea } from './ui/textarea';

/** A question's label, marked when it must be answered. */
export function QuestionLabel({ field }: { field: QuestionnaireField }) {
  const { t } = useTranslation('questionnaires');
  return (
    <>
      {field.label}
      {field.required && (
        <span className="text-destructive" aria-label={t('public.required')}>
          {' '}
          *
        </span>
      )}
    </>
  );
}

type AnswerControlProps = {
  field: QuestionnaireField;
  value: AnswerValue | undefined;
  disabled: boolean;
  control: FieldControlProps;
  onChange: (value: AnswerValue | undefined) => void;
};

/** The control each kind of question is answered with. */
export function AnswerControl({ field, value, disabled, control, onChange }: AnswerControlProps) {
  const { t } = useTranslation('questionnaires');
  switch (field.kind) {
    case 'short':
    case 'date':
      return (
        <Input
          {...control}
          type={field.kind === 'date' ? 'date' : 'text'}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'long':
      return (
        <Textarea
          {...control}
          rows={4}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          value={typeof value === 'number' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.valueAsNumber)}
        />
      );
    case 'choice':
    case 'yesno': {
      const options =
        field.kind === 'yesno'
          ? [
              { key: 'yes', label: t('answer.yes'), answer: true },
              { key: 'no', label: t('answer.no'), answer: false },
            ]
          : (field.options ?? []).map((option) => ({ key: option, label: option, answer: option }));
      const chosen = options.find((option) => option.answer === value)?.key ?? '';
      return (
        <RadioGroup
          id={control.id}
          aria-describedby={control['aria-describedby']}
          value={chosen}
          disabled={disabled}
          onValueChange={(key) => onChange(options.find((option) => option.key === key)?.answer)}
        >
          {options.map((option) => (
            <RadioCard key={option.key} value={option.key} label={option.label} />
          ))}
        </RadioGroup>
      );
    }
    case 'multi': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div id={control.id} aria-describedby={control['aria-describedby']} className="grid gap-2" role="group">
          {(field.options ?? []).map((option) => (
            <label key={option} className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5 shadow-xs">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.includes(option)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    // Kept in the form's order, whatever order they were ticked in.
                    (field.options ?? []).filter((o) => (o === option ? event.target.checked : chosen.includes(o))),
                  )
                }
              />
              {option}
            </label>
          ))}
        </div>
      );
    }
  }
}
