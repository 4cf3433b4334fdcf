import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { MailSentAlert } from './mail-sent-alert';
import { useMailedLinkForm } from './use-mailed-link-form';

export function MagicLinkForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const { emailField, emailError, isSubmitting, onSubmit, error, sentTo } = useMailedLinkForm((email) =>
    supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: new URL(redirectTo, window.location.origin).href },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="magic-link-form">
      <p className="text-sm text-muted-foreground">{t('magicLink.description')}</p>
      <Field label={t('fields.email')} error={emailError}>
        {(control) => <Input {...control} {...emailField} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <AuthErrorAlert error={error} />
      {sentTo && (
        <MailSentAlert testId="magic-link-sent" title={t('magicLink.sentTitle')}>
          {t('magicLink.sent', { email: sentTo })}
        </MailSentAlert>
      )}
      <Button type="submit" size="lg" variant={sentTo ? 'outline' : 'default'} disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {sentTo ? t('magicLink.resend') : t('magicLink.submit')}
      </Button>
    </form>
  );
}
