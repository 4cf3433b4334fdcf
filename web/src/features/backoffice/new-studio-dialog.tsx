import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { newStudioInput } from '@core/domain/account';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { createAccount } from '../../lib/accounts';
import { isLanguage } from '../../lib/languages';

/**
 * Creates a further studio owned by the person (a second business, their own after assisting
 * someone else's), opens it, and starts its first-run setup: its address, time zone and currency.
 */
export function NewStudioDialog(dialog: DialogState) {
  const { t } = useTranslation('common');
  return (
    <FormDialog
      {...dialog}
      title={t('account.newStudio.title')}
      description={t('account.newStudio.description')}
      testId="new-studio-dialog"
    >
      <NewStudioForm onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function NewStudioForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('common');
  const api = useApi();
  const { addAccount } = useAccount();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newStudioInput), defaultValues: { name: '' } });

  const submit = handleSubmit(async ({ name }) => {
    setError(undefined);
    try {
      const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
      const account = await createAccount(api, name, language);
      addAccount(account);
      toast.success(t('account.newStudio.created', { name: account.name }));
      onDone();
      void navigate('/app/setup');
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="new-studio-form">
      <Field label={t('account.newStudio.name')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="organization" autoFocus />}
      </Field>
      <DialogFormFooter error={error} pending={isSubmitting} submitLabel={t('account.newStudio.submit')} route="api" />
    </form>
  );
}
