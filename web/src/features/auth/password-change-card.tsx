import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../../hooks/use-auth';
import { supabase } from '../../lib/supabase';
import { PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { passwordChangeForm } from './auth-schemas';
import type { AuthRefusals } from './use-auth-error-message';
import { useAuthForm } from './use-auth-form';

/** A wrong current password is refused as a wrong sign-in: say which password it was. */
const currentPasswordRefusals: AuthRefusals = { invalid_credentials: 'currentPasswordWrong' };

/**
 * Changing the password. The current one is proved by signing in with it again (a fresh sign-in,
 * which Supabase Auth accepts whatever its project settings), then the new one is saved and every
 * other device is signed out: whoever knew the old password loses the sign-in it gave them.
 */
export function PasswordChangeCard() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [changed, setChanged] = useState(false);
  const { fields, form } = useAuthForm(
    passwordChangeForm,
    { current: '', password: '', confirm: '' },
    async ({ current, password }, request) => {
      setChanged(false);
      const email = user?.email ?? '';
      if (!(await request(() => supabase.auth.signInWithPassword({ email, password: current })))) return;
      if (!(await request(() => supabase.auth.updateUser({ password })))) return;
      await supabase.auth.signOut({ scope: 'others' });
      setChanged(true);
    },
    currentPasswordRefusals,
  );
  return (
    <Card data-testid="password-change-card">
      <CardHeader>
        <CardTitle>{t('account.password.title')}</CardTitle>
        <CardDescription>{t('account.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
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
          <PasswordField field={fields.password} label={t('fields.newPassword')} autoComplete="new-password" />
          <PasswordField field={fields.confirm} label={t('fields.confirmPassword')} autoComplete="new-password" />
        </AuthForm>
      </CardContent>
    </Card>
  );
}
