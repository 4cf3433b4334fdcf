import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../hooks/use-auth';
import { supabase } from '../../lib/supabase';
import { CodeField } from './auth-fields';
import { AuthForm } from './auth-form';
import { AuthHeading } from './auth-layout';
import { codeForm } from './auth-schemas';
import type { AuthRefusals } from './use-auth-error-message';
import { useAuthForm } from './use-auth-form';

const appCodeRefusals: AuthRefusals = { mfa_verification_failed: 'appCodeInvalid' };

/**
 * The second step of signing in for a person with an authenticator app enrolled: the app's code
 * raises the sign-in to aal2 (MFA_CHALLENGE_VERIFIED), and the sign-in page moves on.
 */
export function SecondFactorForm() {
  const { t } = useTranslation('auth');
  const { user, signOut } = useAuth();
  // The session's user already lists the verified factor that made this step necessary.
  const factor = user?.factors?.find((candidate) => candidate.status === 'verified');
  const { fields, form } = useAuthForm(
    codeForm,
    { code: '' },
    async ({ code }, request) => {
      if (!factor) return;
      await request(() => supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code }));
    },
    appCodeRefusals,
  );
  return (
    <AuthForm
      {...form}
      testId="second-factor-form"
      className="grid gap-5"
      submitLabel={t('secondFactor.submit')}
      footer={
        <Button variant="ghost" onClick={() => void signOut('local')}>
          {t('secondFactor.other')}
        </Button>
      }
    >
      <AuthHeading title={t('secondFactor.heading')} description={t('secondFactor.description')} />
      <CodeField field={fields.code} label={t('secondFactor.code')} autoFocus />
    </AuthForm>
  );
}
