import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supabase } from '../../lib/supabase';
import { MailedCodeForm } from './mailed-code-form';
import { MailedLinkForm } from './mailed-link-form';

/** The magic-link tab: the mail's link signs in where it is opened, its code where it is typed. */
export function MagicLinkForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string>();
  return (
    <div className="grid gap-6">
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
        onSent={setSentTo}
      />
      {sentTo && <MailedCodeForm key={sentTo} email={sentTo} />}
    </div>
  );
}
