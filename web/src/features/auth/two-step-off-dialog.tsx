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
import { supabase } from '../../lib/supabase';
import { secondStepCodeForm } from './auth-schemas';
import { appCodeRefusals, useAuthErrorMessage } from './use-auth-error-message';

/**
 * Turning two-step sign-in off asks for what signing in would: a current code of the app, which
 * Supabase Auth checks (the server then wants it entered moments ago), or one of the recovery
 * codes, which the server checks (functions/me/two-step-off.ts).
 */
export function TwoStepOffDialog({
  factorId,
  onDone,
  ...dialog
}: DialogState & { factorId: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <FormDialog
      {...dialog}
      title={t('account.twoStep.offTitle')}
      description={t('account.twoStep.offDescription')}
      testId="two-step-off-dialog"
    >
      <TwoStepOffForm factorId={factorId} onDone={onDone} />
    </FormDialog>
  );
}

function TwoStepOffForm({ factorId, onDone }: { factorId: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const authErrorMessage = useAuthErrorMessage(appCodeRefusals);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(secondStepCodeForm), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setError(undefined);
    const appCode = code.replace(/\s+/g, '');
    try {
      if (/^\d{6}$/.test(appCode)) {
        const verified = await supabase.auth.mfa.challengeAndVerify({ factorId, code: appCode });
        if (verified.error) {
          setError(authErrorMessage(verified.error).message);
          return;
        }
      }
      const body = /^\d{6}$/.test(appCode) ? {} : { recoveryCode: code };
      await createApiClient().post('/api/me/two-step/off', body, z.undefined());
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
