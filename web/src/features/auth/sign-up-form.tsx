import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
import { signUpForm, type EmailPasswordForm } from './auth-schemas';
import { PasswordInput } from './password-input';
import { MailSentAlert } from './mail-sent-alert';
import { useAuthRequest } from './use-auth-request';

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const { error, request } = useAuthRequest();
  const [confirmTo, setConfirmTo] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signUpForm>, unknown, EmailPasswordForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const signedUp = await request(() =>
      supabase.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: new URL(redirectTo, window.location.origin).href },
      }),
    );
    // With e-mail confirmation on there is no session yet: the person must open the mail.
    if (signedUp && !signedUp.data.session) setConfirmTo(email);
  });

  if (confirmTo) {
    return (
      <MailSentAlert testId="sign-up-confirm" title={t('signUp.checkEmailTitle')}>
        {t('signUp.checkEmail', { email: confirmTo })}
      </MailSentAlert>
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
