import { useTranslation } from 'react-i18next';
import { supabase } from '../../lib/supabase';
import { MailedLinkForm } from './mailed-link-form';

export function MagicLinkForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  return (
    <MailedLinkForm
      testId="magic-link-form"
      send={(email) =>
        supabase.auth.signInWithOtp({
          email,
          options: { emailRedirectTo: new URL(redirectTo, window.location.origin).href },
        })
      }
      intro={<p className="text-sm text-muted-foreground">{t('magicLink.description')}</p>}
      sent={{
        testId: 'magic-link-sent',
        title: t('magicLink.sentTitle'),
        text: (email) => t('magicLink.sent', { email }),
      }}
      submitLabel={t('magicLink.submit')}
      resendLabel={t('magicLink.resend')}
    />
  );
}
