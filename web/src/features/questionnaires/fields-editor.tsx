// The builder's questions: each one's kind, label, help, options and whether it must be answered,
// added, removed and put in order. The whole list is saved at each change, checked first by the
// schema the mutator uses, so a refusal shows here and nothing is saved.
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionnaireFields } from '@core/domain/questionnaire';
import { fieldKinds, type FieldKind, type QuestionnaireField } from '@core/domain/questionnaire-answers';
import { MoveRemoveButtons } from '../../components/move-remove-buttons';
import { Options } from '../../components/options';
import { SavedTextField } from '../../components/saved-field';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { hasOptions, moved, optionsFromText, withKind, withNewField } from './field-list';

type FieldsEditorProps = {
  fields: readonly QuestionnaireField[];
  /** Saves the whole list; resolves with the refusal's message, or undefined once saved. */
  save: (fields: QuestionnaireField[]) => Promise<string | undefined>;
};

export function FieldsEditor({ fields, save }: FieldsEditorProps) {
  const { t } = useTranslation('questionnaireAdmin');
  const message = useValidationMessage();
  const blocked = useWriteBlock('sync') !== undefined;
  const [error, setError] = useState<string>();
  const check = async (next: QuestionnaireField[]) => {
    const parsed = questionnaireFields.safeParse(next);
    return parsed.success ? save(parsed.data) : message(parsed.error.issues[0]?.message);
  };
  /** A change made by a button or a select, whose refusal shows under the list. */
  const commit = async (next: QuestionnaireField[]) => setError(await check(next));
  /** A question's text, whose refusal shows under it. */
  const change = (index: number, field: QuestionnaireField) =>
    check(fields.map((current, at) => (at === index ? field : current)));

  return (
    <section aria-labelledby="questionnaire-fields" className="grid gap-3" data-testid="questionnaire-fields">
      <div className="grid gap-1">
        <h2 id="questionnaire-fields" className="text-base font-semibold">
          {t('fields.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('fields.description')}</p>
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('fields.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {fields.map((field, index) => (
            <FieldRow
              key={field.id}
              field={field}
              position={{ index, count: fields.length }}
              blocked={blocked}
              onText={(next) => change(index, next)}
              onChange={(next) => void commit(fields.map((current, at) => (at === index ? next : current)))}
              onMove={(by) => void commit(moved(fields, index, by))}
              onRemove={() => void commit(fields.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="questionnaire-fields-error">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        className="w-fit"
        disabled={blocked}
        onClick={() => void commit(withNewField(fields, t('fields.newLabel')))}
        data-testid="add-question"
      >
        <Plus aria-hidden="true" />
        {t('fields.add')}
      </Button>
    </section>
  );
}

type FieldRowProps = {
  field: QuestionnaireField;
  position: { index: number; count: number };
  blocked: boolean;
  /** Saves a text typed in the question; resolves with the refusal's message. */
  onText: (field: QuestionnaireField) => Promise<string | undefined>;
  onChange: (field: QuestionnaireField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function FieldRow({ field, position, blocked, onText, onChange, onMove, onRemove }: FieldRowProps) {
  const { t } = useTranslation('questionnaireAdmin');
  const id = useId();
  const { index, count } = position;
  const name = field.label || t('fields.numbered', { number: index + 1 });
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3" data-testid="question">
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_12rem]">
        <SavedTextField
          label={t('fields.label')}
          synced={field.label}
          commit={(label) => onText({ ...field, label })}
        />
        <Field label={t('fields.kind')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={field.kind}
              disabled={blocked}
              onChange={(event) => onChange(withKind(field, event.target.value as FieldKind, t('fields.firstOption')))}
            >
              <Options options={fieldKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
            </NativeSelect>
          )}
        </Field>
      </div>
      <SavedTextField
        label={t('fields.help')}
        synced={field.help ?? ''}
        commit={(help) => {
          const { help: _old, ...rest } = field;
          return onText(help.trim() ? { ...rest, help } : rest);
        }}
      />
      {hasOptions(field.kind) && (
        <SavedTextField
          label={t('fields.options')}
          description={t('fields.optionsHint')}
          synced={(field.options ?? []).join('\n')}
          multiline
          commit={(text) => onText({ ...field, options: optionsFromText(text) })}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-required`}
            checked={field.required}
            disabled={blocked}
            onCheckedChange={(required) => onChange({ ...field, required })}
          />
          <Label htmlFor={`${id}-required`}>{t('fields.required')}</Label>
        </div>
        <MoveRemoveButtons
          index={index}
          count={count}
          disabled={blocked}
          labels={{
            up: t('fields.moveUp', { name }),
            down: t('fields.moveDown', { name }),
            remove: t('fields.remove', { name }),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
