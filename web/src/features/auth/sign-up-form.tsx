import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { emailPasswordForm, type EmailPasswordForm } from './auth-schemas';
import { PasswordInput } from './password-input';
import { useAuthErrorMessage, type AuthErrorMessage } from './use-auth-error-message';

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const describe = useAuthErrorMessage();
  const [error, setError] = useState<AuthErrorMessage>();
  const [confirmTo, setConfirmTo] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailPasswordForm>, unknown, EmailPasswordForm>({
    resolver: zodResolver(emailPasswordForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(undefined);
    try {
      const result = await supabase.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: new URL(redirectTo, window.location.origin).href },
      });
      if (result.error) setError(describe(result.error));
      // With e-mail confirmation on there is no session yet: the person must open the mail.
      else if (!result.data.session) setConfirmTo(email);
    } catch (thrown) {
      setError(describe(thrown));
    }
  });

  if (confirmTo) {
    return (
      <Alert variant="success" role="status" data-testid="sign-up-confirm">
        <MailCheck aria-hidden="true" />
        <AlertTitle>{t('signUp.checkEmailTitle')}</AlertTitle>
        <AlertDescription>{t('signUp.checkEmail', { email: confirmTo })}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="sign-up-form">
      <Field label={t('fields.email')} error={message(errors.email?.message)}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <Field
        label={t('fields.password')}
        error={message(errors.password?.message)}
        description={t('signUp.passwordHint')}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <AuthErrorAlert error={error} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {t('signUp.submit')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('signUp.terms')}</p>
    </form>
  );
}
