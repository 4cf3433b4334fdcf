import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { supabase } from '../../lib/supabase';
import { AuthForm } from './auth-form';
import { emailPasswordForm } from './auth-schemas';
import { EmailField, PasswordField } from './auth-fields';
import { useAuthForm } from './use-auth-form';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const { field, handleSubmit, isSubmitting, error, request } = useAuthForm(emailPasswordForm, {
    email: '',
    password: '',
  });
  // In the order they show: the first field with an error takes the focus.
  const emailField = field('email');
  const passwordField = field('password');

  const onSubmit = handleSubmit(async ({ email, password }) => {
    // Success needs nothing here: SIGNED_IN updates the auth session and the login page moves on.
    await request(() => supabase.auth.signInWithPassword({ email, password }));
  });

  return (
    <AuthForm
      testId="sign-in-form"
      onSubmit={onSubmit}
      error={error}
      submitting={isSubmitting}
      submitLabel={t('signIn.submit')}
    >
      <EmailField field={emailField} />
      <div className="grid gap-2">
        <PasswordField field={passwordField} label={t('fields.password')} autoComplete="current-password" />
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
