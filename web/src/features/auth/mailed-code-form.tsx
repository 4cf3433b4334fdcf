import { useTranslation } from 'react-i18next';
import { supabase } from '../../lib/supabase';
import { CodeField } from './auth-fields';
import { AuthForm } from './auth-form';
import { codeForm } from './auth-schemas';
import type { AuthRefusals } from './use-auth-error-message';
import { useAuthForm } from './use-auth-form';

/** Supabase Auth answers a wrong code as it does a used link: say it of the code. */
const codeRefusals: AuthRefusals = { otp_expired: 'codeInvalid' };

/**
 * Signs in with the 6-digit code of the magic-link mail (POST /verify): for a mail read on a
 * phone while signing in on a computer, where the link would sign in the phone instead.
 */
export function MailedCodeForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { fields, form } = useAuthForm(
    codeForm,
    { code: '' },
    async ({ code }, request) => {
      // Success needs nothing here: SIGNED_IN updates the auth session and the login page moves on.
      await request(() => supabase.auth.verifyOtp({ email, token: code, type: 'email' }));
    },
    codeRefusals,
  );
  return (
    <AuthForm {...form} testId="mailed-code-form" submitLabel={t('magicLink.codeSubmit')} submitVariant="outline">
      <CodeField field={fields.code} label={t('fields.mailedCode')} />
    </AuthForm>
  );
}
