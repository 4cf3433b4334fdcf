import { CalendarClock, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CustomersPanel } from './customers-panel';

const tabs = ['dashboard', 'customers', 'sessions'] as const;
type Tab = (typeof tabs)[number];

/** /app/clients and its dashboard, customers and sessions sub-routes are one screen with tabs. */
function tabOf(pathname: string): Tab {
  const segment = pathname.replace(/\/+$/, '').split('/').pop();
  return tabs.find((tab) => tab === segment) ?? 'dashboard';
}

export function ClientsPage() {
  const { t } = useTranslation('clients');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(pathname);

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
          <EmptyState
            icon={LayoutDashboard}
            testId="clients-dashboard-empty"
            title={t('dashboard.title')}
            description={t('dashboard.description')}
            action={
              <Button asChild variant="outline">
                <Link to="/app/clients/customers">{t('dashboard.action')}</Link>
              </Button>
            }
          />
        </TabsContent>
        <TabsContent value="customers">
          <CustomersPanel />
        </TabsContent>
        <TabsContent value="sessions">
          <EmptyState
            icon={CalendarClock}
            testId="clients-sessions-empty"
            title={t('sessions.title')}
            description={t('sessions.description')}
            action={
              <Button asChild variant="outline">
                <Link to="/app/clients/customers">{t('sessions.action')}</Link>
              </Button>
            }
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
