import type { AuthError } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { TabTriggers, Tabs, TabsContent } from '../../components/ui/tabs';
import { useAuth } from '../../hooks/use-auth';
import { AuthErrorAlert } from './auth-error-alert';
import { AuthHeading, AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { MagicLinkForm } from './magic-link-form';
import { OAuthButtons } from './oauth-buttons';
import { takeRedirectError } from './redirect-error';
import { invitedEmail, redirectTarget } from './redirect-target';
import { useAuthErrorMessage, type AuthErrorMessage } from './use-auth-error-message';
import { SecondFactorForm } from './second-factor-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const modes = ['signIn', 'signUp', 'magicLink'] as const;
type Mode = (typeof modes)[number];

// `?mode=signup` (the landing page's "Start free") opens the sign-up tab.
const modeByParam: Record<string, Mode> = { signin: 'signIn', signup: 'signUp', magic: 'magicLink' };

function isMode(value: string): value is Mode {
  return (modes as readonly string[]).includes(value);
}

/** /login and /app/auth: password, sign-up, magic link, Google and Facebook, password reset. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { authSession, codeNeeded, loading, signInEnded } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() => modeByParam[params.get('mode') ?? ''] ?? 'signIn');
  // `?mode=forgot` comes from an expired reset link: straight to "send me a new one".
  const [forgot, setForgot] = useState(() => params.get('mode') === 'forgot');
  const target = redirectTarget(location.state);
  const invited = invitedEmail(location.state);
  // A new studio starts with its first-run setup, unless sign-up was asked for on the way elsewhere.
  const afterSignUp = target === '/app' ? '/app/setup' : target;
  const linkFailure = useRedirectError();

  if (loading) return <LoadingScreen className="min-h-dvh" />;
  if (authSession && codeNeeded) {
    return (
      <AuthLayout>
        <SecondFactorForm />
      </AuthLayout>
    );
  }
  if (authSession) return <Navigate to={mode === 'signUp' ? afterSignUp : target} replace />;

  return (
    <AuthLayout>
      {linkFailure && (
        <div className="mb-6">
          <AuthErrorAlert error={linkFailure} testId="link-error" />
        </div>
      )}
      {signInEnded && !linkFailure && (
        <div className="mb-6">
          <AuthErrorAlert error={{ message: t('signIn.ended') }} testId="sign-in-ended" />
        </div>
      )}
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <div className="grid gap-6">
          <AuthHeading title={t(`${mode}.heading`)} description={t(`${mode}.subheading`)} />
          <Tabs value={mode} onValueChange={(value) => isMode(value) && setMode(value)}>
            <TabTriggers
              values={modes}
              label={(value) => t(`tabs.${value}`)}
              className="mb-5 grid w-full grid-cols-3"
            />
            <TabsContent value="signIn">
              <SignInForm onForgotPassword={() => setForgot(true)} />
            </TabsContent>
            <TabsContent value="signUp">
              <SignUpForm redirectTo={afterSignUp} invitedEmail={invited} />
            </TabsContent>
            <TabsContent value="magicLink">
              <MagicLinkForm redirectTo={target} invitedEmail={invited} />
            </TabsContent>
          </Tabs>
          <OAuthButtons redirectTo={target} />
        </div>
      )}
    </AuthLayout>
  );
}

/**
 * Why the link or provider that brought the person here did not sign them in: supabase-js found
 * the error in the URL and would otherwise leave them on this page without a word.
 */
function useRedirectError(): AuthErrorMessage | undefined {
  const describe = useAuthErrorMessage();
  const [failure, setFailure] = useState<AuthError>();
  useEffect(() => {
    // Taken once per page load: kept in state, so a second effect run (StrictMode) finds it here.
    void takeRedirectError().then((error) => error && setFailure(error));
  }, []);
  return failure && describe(failure);
}
