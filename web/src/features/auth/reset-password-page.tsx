import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/empty-state';
import { LoadingScreen } from '../../components/loading-screen';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../hooks/use-auth';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { AuthLayout } from './auth-layout';
import { newPasswordField } from './auth-schemas';
import { PasswordInput } from './password-input';
import { useAuthRequest } from './use-auth-request';

const newPasswordForm = z
  .object({ password: newPasswordField, confirm: z.string().min(1, 'required') })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'passwordMismatch' });
type NewPasswordInput = z.input<typeof newPasswordForm>;
type NewPasswordOutput = z.output<typeof newPasswordForm>;

/**
 * Target of the password-reset e-mail. supabase-js reads the recovery session from the URL
 * (PASSWORD_RECOVERY); with it the person chooses a new password. Without one the link was
 * expired or already used.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { session, loading } = useAuth();
  const [done, setDone] = useState(false);

  if (loading) return <LoadingScreen className="min-h-dvh" />;

  return (
    <AuthLayout>
      {done ? (
        <EmptyState
          icon={CircleCheck}
          testId="password-changed"
          headingLevel="h1"
          title={t('reset.doneTitle')}
          description={t('reset.done')}
          action={
            <Button asChild>
              <Link to="/app">{t('reset.continue')}</Link>
            </Button>
          }
        />
      ) : session ? (
        <NewPasswordForm onDone={() => setDone(true)} />
      ) : (
        <EmptyState
          icon={LinkIcon}
          testId="reset-link-invalid"
          headingLevel="h1"
          title={t('reset.invalidTitle')}
          description={t('reset.invalidDescription')}
          action={
            <Button asChild>
              <Link to="/login?mode=forgot">{t('reset.requestNew')}</Link>
            </Button>
          }
        />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const { error, request } = useAuthRequest();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (await request(() => supabase.auth.updateUser({ password }))) onDone();
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5"
      data-testid="reset-password-form"
    >
      <div className="grid gap-1.5">
        <h1 className="font-display text-3xl font-medium tracking-tight">{t('reset.heading')}</h1>
        <p className="text-sm text-muted-foreground">{t('reset.description')}</p>
      </div>
      <Field label={t('fields.newPassword')} error={message(errors.password?.message)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" autoFocus />}
      </Field>
      <Field label={t('fields.confirmPassword')} error={message(errors.confirm?.message)}>
        {(control) => <PasswordInput {...control} {...register('confirm')} autoComplete="new-password" />}
      </Field>
      <AuthErrorAlert error={error} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {t('reset.submit')}
      </Button>
    </form>
  );
}
