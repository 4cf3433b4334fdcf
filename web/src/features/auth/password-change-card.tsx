import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../../hooks/use-auth';
import { detachedAuthClient, supabase } from '../../lib/supabase';
import { CodeField, PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { passwordChangeForm } from './auth-schemas';
import type { AuthRefusals } from './use-auth-error-message';
import { useAuthForm } from './use-auth-form';

/** A wrong current password is refused as a wrong sign-in: say which password it was. */
const changeRefusals: AuthRefusals = {
  invalid_credentials: 'currentPasswordWrong',
  mfa_verification_failed: 'appCodeInvalid',
};

/**
 * Changing the password. The current one (and the authenticator app's code, when the person has
 * one) is proved by a fresh sign-in apart from this browser's, which Supabase Auth accepts
 * whatever its project settings; that sign-in then replaces this browser's, the new password is
 * saved from it, and every other device is signed out. Signing in again on this browser's own
 * client would drop it to a password-only (aal1) sign-in, which may not change the password
 * (insufficient_aal) and would send the person back to the sign-in page for the code.
 */
export function PasswordChangeCard() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const factorId = user?.factors?.find((factor) => factor.status === 'verified')?.id;
  return (
    <Card data-testid="password-change-card">
      <CardHeader>
        <CardTitle>{t('account.password.title')}</CardTitle>
        <CardDescription>
          {t(factorId ? 'account.password.descriptionWithCode' : 'account.password.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Another form once an app is turned on or off: its fields and checks differ. */}
        <PasswordChangeForm key={factorId ?? 'password only'} email={user?.email ?? ''} factorId={factorId} />
      </CardContent>
    </Card>
  );
}

function PasswordChangeForm({ email, factorId }: { email: string; factorId: string | undefined }) {
  const { t } = useTranslation('auth');
  const [changed, setChanged] = useState(false);
  const { fields, form } = useAuthForm(
    passwordChangeForm(factorId !== undefined),
    { current: '', code: '', password: '', confirm: '' },
    async (values, request) => {
      setChanged(false);
      const check = detachedAuthClient();
      if (!(await request(() => check.signInWithPassword({ email, password: values.current })))) return;
      if (factorId && !(await request(() => check.mfa.challengeAndVerify({ factorId, code: values.code })))) return;
      const proved = (await check.getSession()).data.session;
      if (!proved || !(await request(() => supabase.auth.setSession(proved)))) return;
      if (!(await request(() => supabase.auth.updateUser({ password: values.password })))) return;
      await supabase.auth.signOut({ scope: 'others' });
      setChanged(true);
    },
    changeRefusals,
  );
  return (
    <AuthForm
      {...form}
      testId="password-change-form"
      submitLabel={t('account.password.submit')}
      notice={
        changed && (
          <Alert variant="success" role="status" data-testid="password-change-done">
            <CircleCheck aria-hidden="true" />
            <AlertDescription>{t('account.password.done')}</AlertDescription>
          </Alert>
        )
      }
    >
      <PasswordField field={fields.current} label={t('fields.currentPassword')} autoComplete="current-password" />
      {factorId && <CodeField field={fields.code} label={t('account.password.code')} />}
      <PasswordField field={fields.password} label={t('fields.newPassword')} autoComplete="new-password" />
      <PasswordField field={fields.confirm} label={t('fields.confirmPassword')} autoComplete="new-password" />
    </AuthForm>
  );
}
