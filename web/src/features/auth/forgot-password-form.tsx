import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { supabase } from '../../lib/supabase';
import { MailedLinkForm } from './mailed-link-form';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <MailedLinkForm
      testId="forgot-password-form"
      send={(email) =>
        supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` })
      }
      intro={
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t('forgot.heading')}</h2>
          <p className="text-sm text-muted-foreground">{t('forgot.description')}</p>
        </div>
      }
      autoFocus
      sent={{ testId: 'reset-link-sent', title: t('forgot.sentTitle'), text: (email) => t('forgot.sent', { email }) }}
      submitLabel={t('forgot.submit')}
      footer={
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('forgot.back')}
        </Button>
      }
    />
  );
}
