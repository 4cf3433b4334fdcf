import type { Factor } from '@supabase/supabase-js';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { createApiClient } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { CodeField } from './auth-fields';
import { AuthForm } from './auth-form';
import { codeForm } from './auth-schemas';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoStepOffDialog } from './two-step-off-dialog';
import { appCodeRefusals } from './use-auth-error-message';
import { useAuthForm } from './use-auth-form';
import { useAuthRequest } from './use-auth-request';

type Enrolment = { factorId: string; qrCode: string; secret: string };

const issuedCodes = z.object({ codes: z.array(z.string()) });

/**
 * Two-step sign-in with an authenticator app (TOTP, through supabase-js's MFA calls): set it up
 * by scanning a QR code and typing the app's first code, which also gives the ten recovery codes,
 * or turn it off again with a current code.
 */
export function TwoStepCard() {
  const { t, i18n } = useTranslation('auth');
  const { error, request } = useAuthRequest();
  const [factors, setFactors] = useState<Factor[]>();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [turningOff, setTurningOff] = useState(false);
  const apiErrorMessage = useApiErrorMessage();
  // Bumped after each change, to read the verified factors again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void request(() => supabase.auth.mfa.listFactors()).then((answer) => {
      if (current && answer?.data) setFactors(answer.data.totp);
    });
    return () => {
      current = false;
    };
  }, [request, version]);
  const load = () => setVersion((n) => n + 1);

  const start = async () => {
    // A set-up left unfinished (cancelled, the page closed) would hold the factor's name.
    const listed = await request(() => supabase.auth.mfa.listFactors());
    for (const leftover of listed?.data?.all.filter((factor) => factor.status === 'unverified') ?? []) {
      if (!(await request(() => supabase.auth.mfa.unenroll({ factorId: leftover.id })))) return;
    }
    const answer = await request(() => supabase.auth.mfa.enroll({ factorType: 'totp' }));
    if (answer?.data?.type === 'totp') {
      const { id, totp } = answer.data;
      setEnrolment({ factorId: id, qrCode: totp.qr_code, secret: totp.secret });
    }
  };
  const turnedOff = () => {
    setTurningOff(false);
    toast.success(t('account.twoStep.removed'));
    load();
  };
  // Shown once: someone who set the app up before codes existed, or used them all, asks here.
  const getCodes = async () => {
    try {
      setCodes((await createApiClient().post('/api/me/two-step/recovery-codes', {}, issuedCodes)).codes);
    } catch (thrown) {
      toast.error(apiErrorMessage(thrown));
    }
  };
  const enrolled = () => {
    setEnrolment(undefined);
    toast.success(t('account.twoStep.enabled'));
    load();
    void getCodes();
  };

  const factor = factors?.[0];
  return (
    <Card data-testid="two-step-card">
      <CardHeader>
        <CardTitle>{t('account.twoStep.title')}</CardTitle>
        <CardDescription>{t('account.twoStep.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuthErrorAlert error={error} />
        {factor && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-medium" data-testid="two-step-on">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" />
              {t('account.twoStep.on', {
                date: new Date(factor.created_at).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void getCodes()}>
                {t('account.recoveryCodes.get')}
              </Button>
              <Button variant="outline" onClick={() => setTurningOff(true)} data-testid="two-step-off">
                {t('account.twoStep.remove')}
              </Button>
            </div>
          </div>
        )}
        {factors && !factor && !enrolment && (
          <Button className="justify-self-start" onClick={() => void start()} data-testid="two-step-start">
            {t('account.twoStep.start')}
          </Button>
        )}
        {enrolment && (
          <EnrolmentForm enrolment={enrolment} onDone={enrolled} onCancel={() => setEnrolment(undefined)} />
        )}
        <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />
        {factor && (
          <TwoStepOffDialog factorId={factor.id} open={turningOff} onOpenChange={setTurningOff} onDone={turnedOff} />
        )}
      </CardContent>
    </Card>
  );
}

type EnrolmentFormProps = { enrolment: Enrolment; onDone: () => void; onCancel: () => void };

/** The QR code and key of a new factor, and its first code, which completes the enrolment. */
function EnrolmentForm({ enrolment, onDone, onCancel }: EnrolmentFormProps) {
  const { t } = useTranslation('auth');
  const { fields, form } = useAuthForm(
    codeForm,
    { code: '' },
    async ({ code }, request) => {
      const factorId = enrolment.factorId;
      if (await request(() => supabase.auth.mfa.challengeAndVerify({ factorId, code }))) onDone();
    },
    appCodeRefusals,
  );
  return (
    <AuthForm
      {...form}
      testId="two-step-enrol-form"
      submitLabel={t('account.twoStep.confirm')}
      footer={
        <Button variant="ghost" onClick={onCancel}>
          {t('account.twoStep.cancel')}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{t('account.twoStep.scan')}</p>
      <img src={enrolment.qrCode} alt={t('account.twoStep.qrAlt')} className="size-48 rounded-md bg-white p-2" />
      <p className="grid gap-1 text-sm">
        <span className="text-muted-foreground">{t('account.twoStep.secret')}</span>
        <code className="font-mono break-all" data-testid="two-step-secret">
          {enrolment.secret}
        </code>
      </p>
      <CodeField field={fields.code} label={t('account.twoStep.code')} />
    </AuthForm>
  );
}
