import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { supabase } from '../../lib/supabase';
import { AuthForm } from './auth-form';
import { EmailField } from './auth-fields';
import { MailSentAlert } from './mail-sent-alert';
import { useMailedLinkForm } from './use-mailed-link-form';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { email, isSubmitting, onSubmit, error, sentTo } = useMailedLinkForm((address) =>
    supabase.auth.resetPasswordForEmail(address, { redirectTo: `${window.location.origin}/reset-password` }),
  );

  return (
    <AuthForm
      testId="forgot-password-form"
      onSubmit={onSubmit}
      error={error}
      notice={
        sentTo && (
          <MailSentAlert testId="reset-link-sent" title={t('forgot.sentTitle')}>
            {t('forgot.sent', { email: sentTo })}
          </MailSentAlert>
        )
      }
      submitting={isSubmitting}
      submitLabel={t('forgot.submit')}
      footer={
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('forgot.back')}
        </Button>
      }
    >
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('forgot.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('forgot.description')}</p>
      </div>
      <EmailField field={email} autoFocus />
    </AuthForm>
  );
}
