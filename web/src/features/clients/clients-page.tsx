import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { TabSkeleton } from '../../components/tab-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SessionDetailsDialog } from '../bookings/lazy-dialogs';
import { useSessionParam } from '../bookings/use-session-param';

// Each tab's code loads when it is first shown; the router starts loading the one an address
// names together with this screen (app/router.tsx).
const DashboardPanel = lazy(async () => ({ default: (await import('./dashboard-panel')).DashboardPanel }));
const CustomersPanel = lazy(async () => ({ default: (await import('./customers-panel')).CustomersPanel }));
const CustomerPage = lazy(async () => ({ default: (await import('./customer-page')).CustomerPage }));
const SessionsPanel = lazy(async () => ({ default: (await import('./sessions-panel')).SessionsPanel }));

const tabs = ['dashboard', 'customers', 'sessions'] as const;
type Tab = (typeof tabs)[number];

/**
 * /app/clients and its dashboard, customers and sessions sub-routes are one screen with tabs;
 * /app/clients/customers/{id} is a customer's page inside the customers tab.
 */
function tabOf(pathname: string): Tab {
  const [, , , segment] = pathname.replace(/\/+$/, '').split('/');
  return tabs.find((tab) => tab === segment) ?? 'dashboard';
}

export function ClientsPage() {
  const { t } = useTranslation('clients');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const customerMatch = useMatch('/app/clients/customers/:customerId');
  const tab = tabOf(pathname);
  const { sessionId, openSession, closeSession } = useSessionParam();

  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onValueChange={(value) => void navigate(`/app/clients/${value}`)}>
        <TabsList className="mb-6">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <Suspense fallback={<TabSkeleton />}>
            <DashboardPanel onOpenSession={openSession} />
          </Suspense>
        </TabsContent>
        <TabsContent value="customers">
          <Suspense fallback={<TabSkeleton />}>
            {customerMatch?.params.customerId ? (
              <CustomerPage
                key={customerMatch.params.customerId}
                customerId={customerMatch.params.customerId}
                onOpenSession={openSession}
              />
            ) : (
              <CustomersPanel />
            )}
          </Suspense>
        </TabsContent>
        <TabsContent value="sessions">
          <Suspense fallback={<TabSkeleton />}>
            <SessionsPanel onOpen={openSession} />
          </Suspense>
        </TabsContent>
      </Tabs>
      <SessionDetailsDialog sessionId={sessionId} onClose={closeSession} />
    </div>
  );
}
