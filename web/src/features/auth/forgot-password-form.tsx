import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { MailSentAlert } from './mail-sent-alert';
import { useMailedLinkForm } from './use-mailed-link-form';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { emailField, emailError, isSubmitting, onSubmit, error, sentTo } = useMailedLinkForm((email) =>
    supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4"
      data-testid="forgot-password-form"
    >
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('forgot.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('forgot.description')}</p>
      </div>
      <Field label={t('fields.email')} error={emailError}>
        {(control) => (
          <Input {...control} {...emailField} type="email" autoComplete="email" inputMode="email" autoFocus />
        )}
      </Field>
      <AuthErrorAlert error={error} />
      {sentTo && (
        <MailSentAlert testId="reset-link-sent" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: sentTo })}
        </MailSentAlert>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {t('forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('forgot.back')}
      </Button>
    </form>
  );
}
