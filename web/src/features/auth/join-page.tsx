import { LogIn, MailX, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { LoadingScreen } from '../../components/loading-screen';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useAuth } from '../../hooks/use-auth';
import { writeStoredAccounts } from '../../lib/account-storage';
import { fetchAccounts } from '../../lib/accounts';
import { ApiError, createApiClient } from '../../lib/api';
import { acceptInvitation, type InvitationPreview } from '../../lib/team';
import { AuthHeading, AuthLayout } from './auth-layout';
import { useInvitationPreview } from './use-invitation-preview';

/**
 * /join?token=…, where a team invitation's mail leads: what the studio offers, then signing in
 * (or up) with the invited address and back here, then joining, which opens the studio.
 */
export function JoinPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const invitation = useInvitationPreview(params.get('token') ?? '');
  const { authSession, codeNeeded, loading } = useAuth();
  const apiErrorMessage = useApiErrorMessage();

  if (loading || invitation.state === 'loading') return <LoadingScreen className="min-h-dvh" />;
  const signedIn = authSession !== null && !codeNeeded;
  return (
    <AuthLayout>
      {invitation.state === 'ready' ? (
        <Invitation preview={invitation.preview} token={params.get('token') ?? ''} signedIn={signedIn} />
      ) : invitation.state === 'invalid' ? (
        <Unusable signedIn={signedIn} />
      ) : (
        <div className="grid gap-6" data-testid="join-failed">
          <AuthHeading title={t('join.failedTitle')} description={apiErrorMessage(invitation.error)} />
          <Button className="justify-self-start" onClick={invitation.retry}>
            {t('join.retry')}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}

type InvitationProps = { preview: InvitationPreview; token: string; signedIn: boolean };

function Invitation({ preview, token, signedIn }: InvitationProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const { user } = useAuth();
  const [wrongEmail, setWrongEmail] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const role = t(`common:account.role.${preview.role}`);
  const expires = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(preview.expiresAt);
  // The server refuses another address too; known from the preview, it is said before trying.
  const sameEmail = user?.email?.toLowerCase() === preview.email.toLowerCase();

  if (invalid) return <Unusable signedIn={signedIn} />;
  return (
    <div className="grid gap-6" data-testid="join-invitation">
      <AuthHeading
        title={t('join.title', { studio: preview.studioName })}
        description={t('join.invites', { studio: preview.studioName, role })}
      />
      <Alert>
        <Users aria-hidden="true" />
        <AlertTitle>{role}</AlertTitle>
        <AlertDescription>
          <p>{t(`common:account.roleHint.${preview.role}`)}</p>
          <p>{t('join.sentTo', { email: preview.email, date: expires })}</p>
        </AlertDescription>
      </Alert>
      {!signedIn ? (
        <SignInFirst email={preview.email} />
      ) : wrongEmail || !sameEmail ? (
        <WrongAddress invited={preview.email} />
      ) : (
        <Accept
          token={token}
          studioName={preview.studioName}
          onWrongEmail={() => setWrongEmail(true)}
          onInvalid={() => setInvalid(true)}
        />
      )}
    </div>
  );
}

/** Sign in or up, then back here: the login page returns to where it was sent from. */
function SignInFirst({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const back = { from: location, invitedEmail: email };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('join.signInFirst', { email })}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/login" state={back}>
            <LogIn aria-hidden="true" />
            {t('join.signIn')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login?mode=signup" state={back}>
            <UserPlus aria-hidden="true" />
            {t('join.signUp')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function WrongAddress({ invited }: { invited: string }) {
  const { t } = useTranslation('auth');
  const { user, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  const switchAccount = async () => {
    await signOut();
    await navigate('/login', { state: { from: location } });
  };

  return (
    <Alert variant="destructive" role="alert" data-testid="join-wrong-email">
      <MailX aria-hidden="true" />
      <AlertTitle>{t('join.wrongEmailTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('join.wrongEmail', { invited, email: user?.email ?? '' })}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void switchAccount()}>
          {t('join.switch')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

type AcceptProps = {
  token: string;
  studioName: string;
  onWrongEmail: () => void;
  onInvalid: () => void;
};

/** Joins, then opens the back office on the new studio, with the studio list that names it. */
function Accept({ token, studioName, onWrongEmail, onInvalid }: AcceptProps) {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const navigate = useNavigate();
  const apiErrorMessage = useApiErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const accept = async () => {
    if (!user) return;
    setPending(true);
    setError(undefined);
    try {
      const api = createApiClient();
      const accountId = await acceptInvitation(api, token);
      writeStoredAccounts({ accountId, accounts: await fetchAccounts(api), userId: user.id });
      toast.success(t('join.joined', { studio: studioName }));
      await navigate('/app', { replace: true });
    } catch (caught) {
      setPending(false);
      if (caught instanceof ApiError && caught.code === 'team_invite_wrong_email') onWrongEmail();
      else if (caught instanceof ApiError && caught.code === 'team_invite_invalid') onInvalid();
      else setError(apiErrorMessage(caught));
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('join.signedInAs', { email: user?.email ?? '' })}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button className="justify-self-start" disabled={pending} onClick={() => void accept()}>
        {pending ? <Spinner /> : <Users aria-hidden="true" />}
        {t('join.accept')}
      </Button>
    </div>
  );
}

/** An invitation that cannot be used: unknown, withdrawn, expired or accepted already. */
function Unusable({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-6" data-testid="join-invalid">
      <AuthHeading title={t('join.invalidTitle')} description={t('join.invalid')} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={signedIn ? '/app' : '/login'}>{signedIn ? t('join.toStudios') : t('join.signIn')}</Link>
      </Button>
    </div>
  );
}
