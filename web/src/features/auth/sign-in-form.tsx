import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { supabase } from '../../lib/supabase';
import { EmailField, PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { emailPasswordForm } from './auth-schemas';
import { useAuthForm } from './use-auth-form';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const { fields, form } = useAuthForm(
    emailPasswordForm,
    { email: '', password: '' },
    async ({ email, password }, request) => {
      // Success needs nothing here: SIGNED_IN updates the auth session and the login page moves on.
      await request(() => supabase.auth.signInWithPassword({ email, password }));
    },
  );

  return (
    <AuthForm {...form} testId="sign-in-form" submitLabel={t('signIn.submit')}>
      <EmailField field={fields.email} />
      <div className="grid gap-2">
        <PasswordField field={fields.password} label={t('fields.password')} autoComplete="current-password" />
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-end px-0 text-muted-foreground"
          onClick={onForgotPassword}
        >
          {t('signIn.forgot')}
        </Button>
      </div>
    </AuthForm>
  );
}
