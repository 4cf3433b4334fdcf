import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DurationSelect } from '../../components/duration-select';
import { NumberField } from '../../components/number-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useRowForm } from '../../hooks/use-row-form';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { rowFormDialog } from './row-form-dialog';
import { MoneyInput } from '../../components/money-input';
import { SessionTypeTermsFields } from './session-type-terms-fields';
import { PriceListSelect, QuestionnaireSelect, WorkflowSelect } from './follow-up-selects';
import {
  sessionTypeFormSchema,
  sessionTypeFormValues,
  type SavedSessionType,
  type SessionType,
  type SessionTypeDraft,
} from './session-type-form';

type SessionTypeFormProps = {
  /** The session type to edit; none to add one. */
  sessionType?: SessionType | undefined;
  /** A new type's name and price as typed elsewhere (the booking form). */
  draft?: SessionTypeDraft | undefined;
  /** Told the name and price of the type just saved. */
  onDone: (saved: SavedSessionType) => void;
};

function SessionTypeForm({ sessionType, draft, onDone }: SessionTypeFormProps) {
  const { t } = useTranslation(['sessionTypes', 'common']);
  const { currency, locale } = useStudioFormat();
  const message = useValidationMessage();
  const schema = useMemo(() => sessionTypeFormSchema({ currency, locale }), [currency, locale]);
  const { form, formError, onSubmit } = useRowForm({
    name: 'session-type',
    ns: 'sessionTypes',
    row: sessionType,
    schema,
    defaultValues: sessionTypeFormValues(sessionType, { currency, locale }, draft),
    mutators: mutators.sessionType,
    onSaved: (values) => onDone(values),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="session-type-form">
      <Field label={t('fields.name')} error={message(errors.name?.message)}>
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            placeholder={t('form.namePlaceholder')}
            autoComplete="off"
            autoFocus
          />
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.price')} error={message(errors.price?.message)}>
          {(control) => <MoneyInput {...control} {...register('price')} placeholder="0" />}
        </Field>
        <Field label={t('fields.duration')} error={message(errors.duration?.message)}>
          {(fieldProps) => <DurationSelect {...fieldProps} control={control} name="duration" />}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <NumberField
          label={t('fields.maxClients')}
          description={t('form.maxClientsHint')}
          error={message(errors.maxClients?.message)}
          {...register('maxClients')}
          inputMode="numeric"
          min={1}
          max={100}
        />
        <Field label={t('fields.color')} error={message(errors.color?.message)}>
          {(control) => (
            <Input {...control} {...register('color')} type="color" className="h-9 w-20 cursor-pointer p-1" />
          )}
        </Field>
      </div>
      <Field
        label={t('fields.publicDescription')}
        description={t('form.publicDescriptionHint')}
        error={message(errors.publicDescription?.message)}
      >
        {(control) => <Textarea {...control} {...register('publicDescription')} rows={3} />}
      </Field>
      <SessionTypeTermsFields form={form} />
      <Field
        label={t('fields.description')}
        description={t('form.descriptionHint')}
        error={message(errors.description?.message)}
      >
        {(control) => <Textarea {...control} {...register('description')} rows={3} />}
      </Field>
      <QuestionnaireSelect
        registration={register('questionnaireId')}
        error={message(errors.questionnaireId?.message)}
      />
      <WorkflowSelect registration={register('workflowId')} error={message(errors.workflowId?.message)} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PriceListSelect registration={register('priceListId')} error={message(errors.priceListId?.message)} />
        <Field
          label={t('package.includedPhotos')}
          description={t('package.includedPhotosHint')}
          error={message(errors.includedPhotos?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...register('includedPhotos')}
              inputMode="numeric"
              autoComplete="off"
              data-testid="session-type-included-photos"
            />
          )}
        </Field>
      </div>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}

/** Adds or edits a session type; `onSaved` is told the name and price just saved. */
export const SessionTypeFormDialog = rowFormDialog(SessionTypeForm, {
  ns: 'sessionTypes',
  testId: 'session-type-dialog',
  editing: ({ sessionType }) => sessionType !== undefined,
});
