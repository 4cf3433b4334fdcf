import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supabase } from '../../lib/supabase';
import { MailedCodeForm } from './mailed-code-form';
import { MailedLinkForm } from './mailed-link-form';

type MagicLinkFormProps = {
  redirectTo: string;
  /** The address a team invitation went to, when it sent the person here. */
  invitedEmail?: string | undefined;
};

/**
 * The magic-link tab: the mail's link signs in where it is opened, its code where it is typed.
 * Someone new who came from a team invitation gets no studio of their own, as from the sign-up
 * form (the database's sign-up trigger checks that an invitation to the address is open).
 */
export function MagicLinkForm({ redirectTo, invitedEmail }: MagicLinkFormProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string>();
  return (
    <div className="grid gap-6">
      <MailedLinkForm
        testId="magic-link-form"
        send={(email) =>
          supabase.auth.signInWithOtp({
            email,
            options: {
              emailRedirectTo: new URL(redirectTo, window.location.origin).href,
              ...(invitedEmail === undefined ? {} : { data: { joining_team: true } }),
            },
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
