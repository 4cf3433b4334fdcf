import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import { mutators } from '@core/zero/mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DurationSelect } from '../../components/duration-select';
import { FormDialog } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useMutationSubmit } from '../../hooks/use-mutation-submit';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { MoneyInput } from '../../components/money-input';
import {
  sessionTypeFormSchema,
  sessionTypeFormValues,
  type SavedSessionType,
  type SessionType,
  type SessionTypeDraft,
  type SessionTypeFormInput,
} from './session-type-form';

type SessionTypeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session type to edit; none to add one. */
  sessionType?: SessionType | undefined;
  /** A new type's name and price as typed elsewhere (the booking form). */
  draft?: SessionTypeDraft | undefined;
  /** Told the name and price of the type just saved. */
  onSaved?: ((saved: SavedSessionType) => void) | undefined;
};

export function SessionTypeFormDialog({ open, onOpenChange, sessionType, draft, onSaved }: SessionTypeFormDialogProps) {
  const { t } = useTranslation('sessionTypes');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={sessionType ? t('form.editTitle') : t('form.newTitle')}
      description={t('form.description')}
      testId="session-type-dialog"
    >
      <SessionTypeForm
        sessionType={sessionType}
        draft={draft}
        onDone={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}

type SessionTypeFormProps = {
  sessionType: SessionType | undefined;
  draft: SessionTypeDraft | undefined;
  onDone: (saved: SavedSessionType) => void;
};

function SessionTypeForm({ sessionType, draft, onDone }: SessionTypeFormProps) {
  const { t } = useTranslation(['sessionTypes', 'common']);
  const { account } = useAccount();
  const { currency, locale } = useStudioFormat();
  const message = useValidationMessage();
  const { error: formError, submit } = useMutationSubmit();
  const schema = useMemo(() => sessionTypeFormSchema({ currency, locale }), [currency, locale]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SessionTypeFormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: sessionTypeFormValues(sessionType, { currency, locale }, draft),
  });

  const onSubmit = handleSubmit(async (values) => {
    await submit(
      sessionType
        ? mutators.sessionType.update({ id: sessionType.id, ...values })
        : mutators.sessionType.create({ id: newId(), accountId: account.id, ...values }),
      () => {
        toast.success(t(sessionType ? 'toast.updated' : 'toast.created', { name: values.name }));
        onDone(values);
      },
    );
  });

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
      <Field
        label={t('fields.description')}
        description={t('form.descriptionHint')}
        error={message(errors.description?.message)}
      >
        {(control) => <Textarea {...control} {...register('description')} rows={3} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}
