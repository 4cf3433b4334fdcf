import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { StandaloneHeader } from '../../components/standalone-header';
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
          texts={t('unauthorized', { returnObjects: true })}
          action={
            authSession
              ? [
                  { label: t('unauthorized.back'), variant: 'default', to: '/app' },
                  { label: t('unauthorized.switch'), onClick: () => void switchAccount() },
                ]
              : { label: t('actions.signIn'), variant: 'default', to: '/login' }
          }
        />
      </main>
    </div>
  );
}
