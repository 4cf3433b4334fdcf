import { useTranslation } from 'react-i18next';
import { supabase } from '../../lib/supabase';
import { AuthForm } from './auth-form';
import { EmailField } from './auth-fields';
import { MailSentAlert } from './mail-sent-alert';
import { useMailedLinkForm } from './use-mailed-link-form';

export function MagicLinkForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const { email, isSubmitting, onSubmit, error, sentTo } = useMailedLinkForm((address) =>
    supabase.auth.signInWithOtp({
      email: address,
      options: { emailRedirectTo: new URL(redirectTo, window.location.origin).href },
    }),
  );

  return (
    <AuthForm
      testId="magic-link-form"
      onSubmit={onSubmit}
      error={error}
      notice={
        sentTo && (
          <MailSentAlert testId="magic-link-sent" title={t('magicLink.sentTitle')}>
            {t('magicLink.sent', { email: sentTo })}
          </MailSentAlert>
        )
      }
      submitting={isSubmitting}
      submitLabel={sentTo ? t('magicLink.resend') : t('magicLink.submit')}
      submitVariant={sentTo ? 'outline' : 'default'}
    >
      <p className="text-sm text-muted-foreground">{t('magicLink.description')}</p>
      <EmailField field={email} />
    </AuthForm>
  );
}
