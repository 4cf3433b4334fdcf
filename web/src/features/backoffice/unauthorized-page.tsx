import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { StandaloneHeader } from '../../components/standalone-header';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../hooks/use-auth';

/** /app/unauthorized: reachable signed in or not, so it offers both ways forward. */
export function UnauthorizedPage() {
  const { t } = useTranslation('common');
  const { authSession, signOut } = useAuth();
  const navigate = useNavigate();

  const switchAccount = async () => {
    await signOut();
    await navigate('/login');
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <StandaloneHeader className="px-5 py-4" />
      <main className="flex flex-1 items-center justify-center p-6">
        <EmptyState
          icon={ShieldX}
          testId="unauthorized"
          headingLevel="h1"
          title={t('unauthorized.title')}
          description={t('unauthorized.description')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {authSession && (
                <Button asChild>
                  <Link to="/app">{t('unauthorized.back')}</Link>
                </Button>
              )}
              {authSession ? (
                <Button variant="outline" onClick={() => void switchAccount()}>
                  {t('unauthorized.switch')}
                </Button>
              ) : (
                <Button asChild>
                  <Link to="/login">{t('actions.signIn')}</Link>
                </Button>
              )}
            </div>
          }
        />
      </main>
    </div>
  );
}
