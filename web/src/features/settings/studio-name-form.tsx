import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { renameAccount } from '../../lib/accounts';

const studioNameForm = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
});
type StudioNameInput = z.input<typeof studioNameForm>;
type StudioNameOutput = z.output<typeof studioNameForm>;

export function StudioNameForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(['settings', 'common']);
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<StudioNameInput, unknown, StudioNameOutput>({
    resolver: zodResolver(studioNameForm),
    values: { name: account.name },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(undefined);
    try {
      const updated = await renameAccount(api, account.id, name);
      replaceAccount(updated);
      reset({ name: updated.name });
      toast.success(t('studio.saved'));
    } catch (error) {
      setFormError(apiErrorMessage(error));
    }
  });

  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6" data-testid="studio-name-form">
        <CardHeader>
          <CardTitle>{t('studio.nameTitle')}</CardTitle>
          <CardDescription>{t('studio.nameDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled={readOnly} className="grid gap-4">
            <Field label={t('studio.nameLabel')} error={message(errors.name?.message)}>
              {(control) => <Input {...control} {...register('name')} autoComplete="organization" />}
            </Field>
            {formError && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            )}
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={readOnly || isSubmitting || !isDirty}>
            {isSubmitting && <Spinner />}
            {t('common:actions.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
