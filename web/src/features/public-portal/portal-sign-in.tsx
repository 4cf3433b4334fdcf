import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { askForCode, openSession } from './portal-api';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const CODE = /^\d{6}$/;

type PortalSignInProps = {
  slug: string;
  studio: string;
  /** Called once a portal session is open: the page reads the portal. */
  onSignedIn: () => Promise<void>;
};

/**
 * The portal's door: the client's address, then the code mailed to it. Whether the address is a
 * client's is never told: the answer is the same either way (functions/client-portal/request-code.ts).
 */
export function PortalSignIn({ slug, studio, onSignedIn }: PortalSignInProps) {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const errorMessage = useApiErrorMessage();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'code' | 'form'; text: string }>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError({ field: 'form', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setError({ field: 'email', text: t('signIn.emailInvalid') });
    void run(async () => {
      await askForCode(slug, address, i18n.language);
      setSentTo(address);
    });
  };

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code.trim())) return setError({ field: 'code', text: t('signIn.codeInvalid') });
    void run(async () => {
      await openSession(slug, { email: sentTo ?? '', code: code.trim() });
      await onSignedIn();
    });
  };

  const formError = error?.field === 'form' && (
    <Alert role="alert" variant="destructive" data-testid="portal-error">
      <AlertDescription>{error.text}</AlertDescription>
    </Alert>
  );

  if (sentTo === undefined) {
    return (
      <form className="grid gap-4" noValidate onSubmit={send} data-testid="portal-email-form">
        <p className="text-muted-foreground">{t('signIn.intro', { studio })}</p>
        <Field label={t('signIn.email')} error={error?.field === 'email' ? error.text : undefined}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        {formError}
        <Button type="submit" variant="brand" disabled={!hydrated || busy} className="justify-self-start">
          {busy && <Spinner />}
          {t('signIn.send')}
        </Button>
      </form>
    );
  }
  return (
    <form className="grid gap-4" noValidate onSubmit={open} data-testid="portal-code-form">
      <Alert role="status">
        <MailCheck aria-hidden="true" />
        <AlertDescription>{t('signIn.sent', { email: sentTo, studio })}</AlertDescription>
      </Alert>
      <Field label={t('signIn.code')} error={error?.field === 'code' ? error.text : undefined}>
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-40 text-lg tracking-[0.3em] tabular-nums"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      {formError}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="brand" disabled={busy}>
          {busy && <Spinner />}
          {t('signIn.open')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => {
            setSentTo(undefined);
            setCode('');
            setError(undefined);
          }}
        >
          {t('signIn.another')}
        </Button>
      </div>
    </form>
  );
}
