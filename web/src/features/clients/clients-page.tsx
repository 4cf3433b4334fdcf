import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CustomerPage } from './customer-page';
import { CustomersPanel } from './customers-panel';
import { DashboardPanel } from './dashboard-panel';
import { SessionDetailsDialog } from '../bookings/lazy-dialogs';
import { SessionsPanel } from './sessions-panel';
import { useSessionParam } from '../bookings/use-session-param';

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
          <DashboardPanel onOpenSession={openSession} />
        </TabsContent>
        <TabsContent value="customers">
          {customerMatch?.params.customerId ? (
            <CustomerPage
              key={customerMatch.params.customerId}
              customerId={customerMatch.params.customerId}
              onOpenSession={openSession}
            />
          ) : (
            <CustomersPanel />
          )}
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsPanel onOpen={openSession} />
        </TabsContent>
      </Tabs>
      <SessionDetailsDialog sessionId={sessionId} onClose={closeSession} />
    </div>
  );
}
