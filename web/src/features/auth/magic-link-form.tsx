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
import { emailForm, type EmailForm } from './auth-schemas';
import { useAuthErrorMessage, type AuthErrorMessage } from './use-auth-error-message';

export function MagicLinkForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const describe = useAuthErrorMessage();
  const [error, setError] = useState<AuthErrorMessage>();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailForm>, unknown, EmailForm>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(undefined);
    try {
      const result = await supabase.auth.signInWithOtp({
        email,
        options: { emailRedirectTo: new URL(redirectTo, window.location.origin).href },
      });
      if (result.error) setError(describe(result.error));
      else setSentTo(email);
    } catch (thrown) {
      setError(describe(thrown));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="magic-link-form">
      <p className="text-sm text-muted-foreground">{t('magicLink.description')}</p>
      <Field label={t('fields.email')} error={message(errors.email?.message)}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <AuthErrorAlert error={error} />
      {sentTo && (
        <Alert variant="success" role="status" data-testid="magic-link-sent">
          <MailCheck aria-hidden="true" />
          <AlertTitle>{t('magicLink.sentTitle')}</AlertTitle>
          <AlertDescription>{t('magicLink.sent', { email: sentTo })}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" variant={sentTo ? 'outline' : 'default'} disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {sentTo ? t('magicLink.resend') : t('magicLink.submit')}
      </Button>
    </form>
  );
}
