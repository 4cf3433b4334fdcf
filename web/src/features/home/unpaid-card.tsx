import { useQuery } from '@rocicorp/zero/react';
import { CircleDollarSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionBalance } from '@core/domain/money';
import { overdueSessions } from '@core/domain/outstanding';
import { queries } from '@core/zero/queries';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { OwedCaption } from '../bookings/owed-caption';
import { useOutstanding } from '../bookings/use-outstanding';
import { sessionPath } from '../bookings/use-session-param';

const OVERDUE_LIST = 5;

/** What clients owe the studio, and who is overdue: Home's money, for those who see money. */
export function UnpaidCard() {
  const { t } = useTranslation('home');
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  const accountId = account.id;
  const owed = useOutstanding(accountId, now);
  // Before today (UTC) from a query that stays the same all day; today's from the outstanding figures.
  const [overdueBeforeToday] = useQuery(
    queries.dashboard.overdue({ accountId, before: owed.due.today[0], limit: OVERDUE_LIST }),
  );
  const overdue = overdueSessions(owed.due, now, owed.todaysSessions, overdueBeforeToday, OVERDUE_LIST);
  const owedLoading = useQueryPatience(owed.rows, owed.result);

  return (
    <Card>
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <CircleDollarSign className="size-4" aria-hidden="true" />
          {t('unpaid.title')}
        </CardDescription>
        {owedLoading ? (
          <Skeleton className="h-8 w-32" />
        ) : (
          <CardTitle className="text-3xl font-semibold tabular-nums" data-testid="home-outstanding">
            {format.money(owed.summary.total)}
          </CardTitle>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {/* Waits with the total, so "nothing overdue" never shows before the sessions arrive. */}
        {owedLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" data-testid="home-outstanding-caption">
              <OwedCaption summary={owed.summary} />
            </p>
            {overdue.length > 0 && (
              <ul className="grid gap-2 text-sm" data-testid="home-overdue">
                {overdue.map((session) => (
                  <li key={session.id} className="flex items-baseline justify-between gap-2">
                    <Link to={sessionPath(session.id)} className="truncate hover:underline">
                      {session.customer?.name ?? '—'}
                      <span className="ml-2 text-xs text-muted-foreground">{format.date(session.date, 'date')}</span>
                    </Link>
                    <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
                      {format.money(sessionBalance(session))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
