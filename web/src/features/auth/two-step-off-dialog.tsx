import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { createApiClient } from '../../lib/api';
import { secondStepCodeForm } from './auth-schemas';

/**
 * Turning two-step sign-in off asks for what signing in would: a current code of the app, or one
 * of the recovery codes. The server checks it (functions/me/two-step-off.ts).
 */
export function TwoStepOffDialog({ onDone, ...dialog }: DialogState & { onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <FormDialog
      {...dialog}
      title={t('account.twoStep.offTitle')}
      description={t('account.twoStep.offDescription')}
      testId="two-step-off-dialog"
    >
      <TwoStepOffForm onDone={onDone} />
    </FormDialog>
  );
}

function TwoStepOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(secondStepCodeForm), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      await createApiClient().post('/api/me/two-step/off', { code }, z.undefined());
      onDone();
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="two-step-off-form">
      <Field label={t('account.twoStep.offCode')} error={message(errors.code?.message)}>
        {(control) => (
          <Input {...control} {...register('code')} autoComplete="one-time-code" className="font-mono" autoFocus />
        )}
      </Field>
      <DialogFormFooter error={error} pending={isSubmitting} submitLabel={t('account.twoStep.remove')} route="none" />
    </form>
  );
}
