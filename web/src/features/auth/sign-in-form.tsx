import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { emailPasswordForm, type EmailPasswordForm } from './auth-schemas';
import { PasswordInput } from './password-input';
import { useAuthRequest } from './use-auth-request';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const { error, request } = useAuthRequest();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailPasswordForm>, unknown, EmailPasswordForm>({
    resolver: zodResolver(emailPasswordForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    // Success needs nothing here: SIGNED_IN updates the session and the login page moves on.
    await request(() => supabase.auth.signInWithPassword({ email, password }));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="sign-in-form">
      <Field label={t('fields.email')} error={message(errors.email?.message)}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <div className="grid gap-2">
        <Field label={t('fields.password')} error={message(errors.password?.message)}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </Field>
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-end px-0 text-muted-foreground"
          onClick={onForgotPassword}
        >
          {t('signIn.forgot')}
        </Button>
      </div>
      <AuthErrorAlert error={error} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
