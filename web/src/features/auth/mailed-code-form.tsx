import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { supabase } from '../../lib/supabase';
import { AuthForm } from './auth-form';
import { mailedCodeForm } from './auth-schemas';
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
    mailedCodeForm,
    { code: '' },
    async ({ code }, request) => {
      // Success needs nothing here: SIGNED_IN updates the auth session and the login page moves on.
      await request(() => supabase.auth.verifyOtp({ email, token: code, type: 'email' }));
    },
    codeRefusals,
  );
  return (
    <AuthForm {...form} testId="mailed-code-form" submitLabel={t('magicLink.codeSubmit')} submitVariant="outline">
      <Field label={t('fields.mailedCode')} error={fields.code.error} description={t('magicLink.codeHint')}>
        {(control) => (
          <Input
            {...control}
            {...fields.code.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            className="font-mono tracking-[0.3em]"
          />
        )}
      </Field>
    </AuthForm>
  );
}
