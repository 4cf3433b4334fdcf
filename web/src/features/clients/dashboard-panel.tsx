import { useQuery } from '@rocicorp/zero/react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, startOfDay, startOfMonth, startOfWeek, startOfYear } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { ExportButton } from './export-button';
import { Figure } from './figure';
import { OwedCaption } from '../bookings/owed-caption';
import { useOutstanding } from '../bookings/use-outstanding';
import { useRevenue } from './use-revenue';
import { SessionStatusBadge } from '../bookings/status-badges';

const WEEK_LIST = 50;

/**
 * The studio's numbers at a glance (its money for those who see money). Every figure is summed in the browser from synced rows
 * (revenue and what clients owe from the totals the database keeps), so it changes as soon as
 * a payment or booking is saved, in this browser or any other.
 */
export function DashboardPanel({ onOpenSession }: { onOpenSession: (sessionId: string) => void }) {
  const { t } = useTranslation(['clients', 'common']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  const { timeZone } = format;

  const today = startOfDay(now, timeZone);
  const weekEnd = addDays(startOfWeek(now, timeZone), 7, timeZone);
  const monthStart = startOfMonth(now, timeZone);

  const accountId = account.id;
  const canManage = useCan('manage');
  const [week, weekResult] = useQuery(
    queries.dashboard.upcoming({ accountId, from: today, to: weekEnd, limit: WEEK_LIST }),
  );
  const [newCustomers, customersResult] = useQuery(queries.dashboard.newCustomers({ accountId, from: monthStart }));
  const weekLoading = useQueryPatience(week, weekResult);
  const customersLoading = useQueryPatience(newCustomers, customersResult);

  return (
    <section aria-labelledby="dashboard-heading" className="grid gap-6" data-testid="clients-dashboard">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="dashboard-heading" className="text-xl font-semibold tracking-tight">
          {t('dashboard.title')}
        </h2>
        {canManage && <ExportButton />}
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {canManage && <MoneyFigures now={now} />}
        <Figure
          label={t('dashboard.newCustomers')}
          testId="dashboard-new-customers"
          loading={customersLoading}
          value={String(newCustomers.length)}
          link={{ to: '/app/clients/customers', label: t('dashboard.viewCustomers') }}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('dashboard.week', { count: week.length })}
          </CardTitle>
          <CardDescription>{t('dashboard.weekDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {weekLoading ? (
            <Skeleton className="h-24 w-full" />
          ) : week.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.weekEmpty')}</p>
          ) : (
            <ul className="divide-y" data-testid="dashboard-week">
              {week.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <span className="w-40 tabular-nums">{format.date(session.date, 'weekdayTime')}</span>
                  <button
                    type="button"
                    className="font-medium hover:underline"
                    onClick={() => onOpenSession(session.id)}
                  >
                    {session.customer?.name ?? '—'}
                  </button>
                  {session.type && <span className="text-muted-foreground">{session.type}</span>}
                  <span className="ml-auto">
                    <SessionStatusBadge status={session.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Button asChild variant="link" className="mt-2 h-auto w-fit px-0">
            <Link to="/app/scheduling">{t('dashboard.agenda')}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

/** What clients owe, and this month's and this year's revenue. */
function MoneyFigures({ now }: { now: number }) {
  const { t } = useTranslation('clients');
  const { account } = useAccount();
  const format = useStudioFormat();
  const { timeZone } = format;
  const month = useRevenue(account.id, startOfMonth(now, timeZone), startOfMonth(now, timeZone, 1));
  const year = useRevenue(account.id, startOfYear(now, timeZone), startOfYear(now, timeZone, 1));
  const owed = useOutstanding(account.id, now);
  const owedLoading = useQueryPatience(owed.rows, owed.result);
  const monthLoading = useQueryPatience(month.rows, month.result);
  const yearLoading = useQueryPatience(year.rows, year.result);
  return (
    <>
      <Figure
        label={t('dashboard.outstanding')}
        testId="dashboard-outstanding"
        loading={owedLoading}
        value={format.money(owed.summary.total)}
        hint={<OwedCaption summary={owed.summary} />}
      />
      <Figure
        label={t('dashboard.revenueMonth', { month: format.date(now, 'monthYear') })}
        testId="dashboard-revenue-month"
        loading={monthLoading}
        value={format.money(month.amount)}
      />
      <Figure
        label={t('dashboard.revenueYear')}
        testId="dashboard-revenue-year"
        loading={yearLoading}
        value={format.money(year.amount)}
      />
    </>
  );
}
