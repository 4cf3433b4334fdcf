import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useAuth } from '../../hooks/use-auth';
import { createApiClient } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { CodeField, RecoveryCodeField } from './auth-fields';
import { AuthForm } from './auth-form';
import { AuthHeading } from './auth-layout';
import { codeForm, secondStepCodeForm } from './auth-schemas';
import { appCodeRefusals } from './use-auth-error-message';
import { useAuthForm } from './use-auth-form';

/**
 * The second step of signing in for a person with an authenticator app enrolled: the app's code
 * raises the sign-in to aal2 (MFA_CHALLENGE_VERIFIED), and the sign-in page moves on. Without the
 * phone, one of the recovery codes lets the person in.
 */
export function SecondFactorForm() {
  const { t } = useTranslation('auth');
  const { user, signOut } = useAuth();
  const [recovering, setRecovering] = useState(false);
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
  const footer = (
    <div className="grid gap-1">
      <Button variant="ghost" onClick={() => setRecovering(!recovering)} data-testid="second-factor-switch">
        {recovering ? t('secondFactor.useApp') : t('secondFactor.useRecoveryCode')}
      </Button>
      <Button variant="ghost" onClick={() => void signOut('local')}>
        {t('secondFactor.other')}
      </Button>
    </div>
  );
  if (recovering) return <RecoveryCodeForm footer={footer} />;
  return (
    <AuthForm
      {...form}
      testId="second-factor-form"
      className="grid gap-5"
      submitLabel={t('secondFactor.submit')}
      footer={footer}
    >
      <AuthHeading title={t('secondFactor.heading')} description={t('secondFactor.description')} />
      <CodeField field={fields.code} label={t('secondFactor.code')} autoFocus />
    </AuthForm>
  );
}

/**
 * A recovery code in place of the app's, for someone who lost it: the server uses it up and turns
 * two-step sign-in off (functions/me/two-step-recover.ts), so the sign-in, read again, owes no
 * code and the page moves on; the person is told, and offered to set the app up again.
 */
function RecoveryCodeForm({ footer }: { footer: ReactNode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const apiErrorMessage = useApiErrorMessage();
  const [refused, setRefused] = useState<string>();
  const { fields, form } = useAuthForm(secondStepCodeForm, { code: '' }, async ({ code }, request) => {
    setRefused(undefined);
    try {
      await createApiClient().post('/api/me/two-step/recover', { code }, z.undefined());
    } catch (thrown) {
      setRefused(apiErrorMessage(thrown));
      return;
    }
    if (await request(() => supabase.auth.refreshSession())) {
      toast.warning(t('secondFactor.recovered'), {
        duration: Infinity,
        action: { label: t('secondFactor.setUpAgain'), onClick: () => void navigate('/app/account') },
      });
    }
  });
  return (
    <AuthForm
      {...form}
      error={form.error ?? (refused === undefined ? undefined : { message: refused })}
      testId="recovery-code-form"
      className="grid gap-5"
      submitLabel={t('secondFactor.submit')}
      footer={footer}
    >
      <AuthHeading title={t('secondFactor.heading')} description={t('secondFactor.recoveryDescription')} />
      <RecoveryCodeField field={fields.code} label={t('secondFactor.recoveryCode')} />
    </AuthForm>
  );
}
