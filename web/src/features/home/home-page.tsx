import { useQuery } from '@rocicorp/zero/react';
import { ArrowRight, CalendarDays, Globe, ImagePlus, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queries } from '../../../../core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';

type QuickAction = {
  to: string;
  icon: LucideIcon;
  titleKey: 'quick.newCustomer' | 'quick.newGallery' | 'quick.publicPage';
  descriptionKey: 'quick.newCustomerHint' | 'quick.newGalleryHint' | 'quick.publicPageHint';
};

const quickActions: readonly QuickAction[] = [
  // `?new=1` opens the customer form as soon as the customers tab shows.
  {
    to: '/app/clients/customers?new=1',
    icon: UserPlus,
    titleKey: 'quick.newCustomer',
    descriptionKey: 'quick.newCustomerHint',
  },
  { to: '/app/galleries/new', icon: ImagePlus, titleKey: 'quick.newGallery', descriptionKey: 'quick.newGalleryHint' },
  { to: '/app/settings', icon: Globe, titleKey: 'quick.publicPage', descriptionKey: 'quick.publicPageHint' },
];

export function HomePage() {
  const { t } = useTranslation('home');
  const { account } = useAccount();
  const [customers] = useQuery(queries.customers.list({ accountId: account.id }));

  return (
    <div className="grid gap-10">
      <PageHeader title={t('title')} description={t('welcome', { studio: account.name })} />

      <section aria-labelledby="quick-actions" className="grid gap-4">
        <h2 id="quick-actions" className="text-sm font-medium text-muted-foreground">
          {t('quick.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {quickActions.map(({ to, icon: Icon, titleKey, descriptionKey }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-foreground/20 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex items-center gap-1 font-medium">
                  {t(titleKey)}
                  <ArrowRight
                    className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="text-sm text-muted-foreground">{t(descriptionKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>{t('stats.customers')}</CardDescription>
            <CardTitle className="text-3xl font-semibold tabular-nums" data-testid="home-customer-count">
              {customers.length}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild variant="link" className="h-auto px-0">
              <Link to="/app/clients/customers">
                <Users aria-hidden="true" />
                {t('stats.viewCustomers')}
              </Link>
            </Button>
          </CardContent>
        </Card>
        <EmptyState
          className="lg:col-span-2"
          icon={CalendarDays}
          title={t('upcoming.title')}
          description={t('upcoming.description')}
          action={
            <Button asChild variant="outline">
              <Link to="/app/scheduling">{t('upcoming.action')}</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
