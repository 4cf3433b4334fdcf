import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuth } from '../../hooks/use-auth';
import { supabase } from '../../lib/supabase';
import { PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { AuthHeading, AuthLayout } from './auth-layout';
import { newPasswordForm } from './auth-schemas';
import { SecondFactorForm } from './second-factor-form';
import { useAuthForm } from './use-auth-form';

/** How a reset ends when there is no password to choose: changed, or the link was no good. */
const outcomes = {
  done: {
    icon: CircleCheck,
    testId: 'password-changed',
    title: 'reset.doneTitle',
    description: 'reset.done',
    to: '/app',
    action: 'reset.continue',
  },
  invalidLink: {
    icon: LinkIcon,
    testId: 'reset-link-invalid',
    title: 'reset.invalidTitle',
    description: 'reset.invalidDescription',
    to: '/login?mode=forgot',
    action: 'reset.requestNew',
  },
} as const;

/**
 * Target of the password-reset e-mail. supabase-js reads the recovery auth session from the URL
 * (PASSWORD_RECOVERY); with it the person chooses a new password. Without one the link was
 * expired or already used. A person with an authenticator app types its code first: Supabase Auth
 * lets only that (aal2) sign-in change the password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { authSession, codeNeeded, loading } = useAuth();
  const [done, setDone] = useState(false);

  if (loading) return <LoadingScreen className="min-h-dvh" />;

  const outcome = done ? outcomes.done : authSession ? undefined : outcomes.invalidLink;
  return (
    <AuthLayout>
      {outcome ? (
        <EmptyState
          icon={outcome.icon}
          testId={outcome.testId}
          headingLevel="h1"
          texts={{ title: t(outcome.title), description: t(outcome.description) }}
          action={{ label: t(outcome.action), variant: 'default', to: outcome.to }}
        />
      ) : codeNeeded ? (
        <SecondFactorForm />
      ) : (
        <NewPasswordForm onDone={() => setDone(true)} />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { fields, form } = useAuthForm(
    newPasswordForm,
    { password: '', confirm: '' },
    async ({ password }, request) => {
      if (await request(() => supabase.auth.updateUser({ password }))) onDone();
    },
  );

  return (
    <AuthForm {...form} testId="reset-password-form" className="grid gap-5" submitLabel={t('reset.submit')}>
      <AuthHeading title={t('reset.heading')} description={t('reset.description')} />
      <PasswordField field={fields.password} label={t('fields.newPassword')} autoComplete="new-password" autoFocus />
      <PasswordField field={fields.confirm} label={t('fields.confirmPassword')} autoComplete="new-password" />
    </AuthForm>
  );
}
