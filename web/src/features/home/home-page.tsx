import { useQuery } from '@rocicorp/zero/react';
import {
  ArrowRight,
  CalendarDays,
  CalendarPlus,
  CircleDollarSign,
  ImagePlus,
  Images,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionBalance } from '@core/domain/money';
import { overdueSessions } from '@core/domain/outstanding';
import { sessionEnd } from '@core/domain/session';
import { addDays, startOfDay } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useAuth } from '../../hooks/use-auth';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useOutstanding } from '../bookings/use-outstanding';
import { GalleryStatusBadge } from '../../components/gallery-status-badge';
import { isSignUpSession, needsSetup } from './first-visit';
import { SetupCard } from './setup-card';

type QuickAction = {
  to: string;
  icon: LucideIcon;
  titleKey: 'quick.newCustomer' | 'quick.newSession' | 'quick.newGallery';
  descriptionKey: 'quick.newCustomerHint' | 'quick.newSessionHint' | 'quick.newGalleryHint';
};

// `?new=1` opens the form as soon as the tab shows.
const quickActions: readonly QuickAction[] = [
  {
    to: '/app/clients/customers?new=1',
    icon: UserPlus,
    titleKey: 'quick.newCustomer',
    descriptionKey: 'quick.newCustomerHint',
  },
  {
    to: '/app/clients/sessions?new=1',
    icon: CalendarPlus,
    titleKey: 'quick.newSession',
    descriptionKey: 'quick.newSessionHint',
  },
  { to: '/app/galleries/new', icon: ImagePlus, titleKey: 'quick.newGallery', descriptionKey: 'quick.newGalleryHint' },
];

const NEXT_SESSIONS = 8;
const OVERDUE_LIST = 5;
const RECENT_GALLERIES = 4;

const sessionHref = (id: string) => `/app/clients/sessions?session=${encodeURIComponent(id)}`;

/** The photographer's day: what is on today and next, who still owes money, recent galleries. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { account } = useAccount();
  const { user } = useAuth();
  const settings = useAccountSettings();
  const format = useStudioFormat();
  const now = useNow();
  const today = startOfDay(now, format.timeZone);
  const tomorrow = addDays(today, 1, format.timeZone);
  const accountId = account.id;

  const [next, nextResult] = useQuery(queries.dashboard.upcoming({ accountId, from: today, limit: NEXT_SESSIONS }));
  const owed = useOutstanding(accountId, now);
  // Before today (UTC) from a query that stays the same all day; today's from the outstanding figures.
  const [overdueBeforeToday] = useQuery(
    queries.dashboard.overdue({ accountId, before: owed.due.today[0], limit: OVERDUE_LIST }),
  );
  const overdue = overdueSessions(owed.due, now, owed.todaysSessions, overdueBeforeToday, OVERDUE_LIST);
  const [galleries, galleriesResult] = useQuery(
    queries.dashboard.recentGalleries({ accountId, limit: RECENT_GALLERIES }),
  );
  const nextLoading = useQueryPatience(next, nextResult);
  const owedLoading = useQueryPatience(owed.rows, owed.result);
  const galleriesLoading = useQueryPatience(galleries, galleriesResult);

  const todays = next.filter((session) => session.date < tomorrow);
  const later = next.filter((session) => session.date >= tomorrow);

  return (
    <div className="grid gap-10">
      <PageHeader
        title={t('title')}
        description={t(user && isSignUpSession(user) ? 'welcomeNew' : 'welcome', { studio: account.name })}
      />
      {needsSetup(account, settings) && <SetupCard />}

      <section aria-labelledby="quick-actions" className="grid gap-4">
        <h2 id="quick-actions" className="text-sm font-medium text-muted-foreground">
          {t('quick.title')}
        </h2>
        {/* Three small tiles on a phone, so today's sessions are on the first screen too. */}
        <ul className="grid grid-cols-3 gap-2 sm:gap-4">
          {quickActions.map(({ to, icon: Icon, titleKey, descriptionKey }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-3 shadow-xs sm:gap-3 sm:p-5 transition-colors hover:border-foreground/20 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex items-center gap-1 text-sm font-medium sm:text-base">
                  {t(titleKey)}
                  <ArrowRight
                    className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="hidden text-sm text-muted-foreground sm:block">{t(descriptionKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-4 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CalendarDays className="size-4" aria-hidden="true" />
              {t('sessions.title')}
            </CardTitle>
            <CardDescription>{t('sessions.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {nextLoading ? (
              <Skeleton className="h-32 w-full" />
            ) : next.length === 0 ? (
              <Empty action={<Link to="/app/clients/sessions?new=1">{t('sessions.book')}</Link>}>
                {t('sessions.empty')}
              </Empty>
            ) : (
              <>
                <SessionGroup title={t('sessions.today')} empty={t('sessions.nothingToday')} testId="home-today">
                  {todays.map((session) => (
                    <SessionItem key={session.id} session={session} when="today" />
                  ))}
                </SessionGroup>
                {later.length > 0 && (
                  <SessionGroup title={t('sessions.next')} testId="home-next">
                    {later.map((session) => (
                      <SessionItem key={session.id} session={session} when="later" />
                    ))}
                  </SessionGroup>
                )}
              </>
            )}
            <div className="flex flex-wrap gap-x-6">
              <Button asChild variant="link" className="h-auto w-fit px-0">
                <Link to="/app/clients/sessions">{t('sessions.all')}</Link>
              </Button>
              <Button asChild variant="link" className="h-auto w-fit px-0">
                <Link to="/app/scheduling">{t('sessions.agenda')}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>

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
                {format.money(owed.outstanding)}
              </CardTitle>
            )}
          </CardHeader>
          <CardContent className="grid gap-3">
            {/* Waits with the total, so "nothing overdue" never shows before the sessions arrive. */}
            {owedLoading ? (
              <Skeleton className="h-16 w-full" />
            ) : overdue.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('unpaid.nothingOverdue')}</p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('unpaid.overdue')}</p>
                <ul className="grid gap-2 text-sm" data-testid="home-overdue">
                  {overdue.map((session) => (
                    <li key={session.id} className="flex items-baseline justify-between gap-2">
                      <Link to={sessionHref(session.id)} className="truncate hover:underline">
                        {session.customer?.name ?? '—'}
                        <span className="ml-2 text-xs text-muted-foreground">{format.date(session.date, 'date')}</span>
                      </Link>
                      <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
                        {format.money(sessionBalance(session))}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="recent-galleries" className="grid gap-4">
        <div className="flex items-center justify-between">
          <h2 id="recent-galleries" className="flex items-center gap-2 text-lg font-semibold">
            <Images className="size-4" aria-hidden="true" />
            {t('galleries.title')}
          </h2>
          <Button asChild variant="link" className="h-auto px-0">
            <Link to="/app/galleries">{t('galleries.all')}</Link>
          </Button>
        </div>
        {galleriesLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : galleries.length === 0 ? (
          <Empty action={<Link to="/app/galleries/new">{t('galleries.create')}</Link>}>{t('galleries.empty')}</Empty>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-galleries">
            {galleries.map((gallery) => (
              <li key={gallery.id}>
                <Link
                  to={`/app/galleries/${gallery.id}`}
                  className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs hover:border-foreground/20 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="truncate font-medium">{gallery.name}</span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <GalleryStatusBadge gallery={gallery} />
                    {format.date(gallery.createdAt, 'date')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Empty({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <p className="text-sm text-muted-foreground">
      {children} <span className="font-medium text-foreground underline underline-offset-2">{action}</span>
    </p>
  );
}

function SessionGroup({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty?: string;
  testId: string;
  children: ReactNode[];
}) {
  return (
    <div className="grid gap-2">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid={testId}>
          {children}
        </ul>
      )}
    </div>
  );
}

type SessionItemProps = {
  session: {
    readonly id: string;
    readonly date: number;
    readonly duration: number;
    readonly type: string;
    readonly location: string;
    readonly customer?: { readonly name: string } | undefined;
  };
  /** Today's sessions show when they start and end; later ones, their day and start. */
  when: 'today' | 'later';
};

function SessionItem({ session, when }: SessionItemProps) {
  const format = useStudioFormat();
  return (
    <li>
      <Link
        to={sessionHref(session.id)}
        className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2 text-sm hover:bg-muted/40"
      >
        <span className="shrink-0 font-medium whitespace-nowrap tabular-nums sm:w-44">
          {when === 'today'
            ? format.timeSpan(session.date, sessionEnd(session))
            : format.date(session.date, 'weekdayTime')}
        </span>
        <span className="font-medium">{session.customer?.name ?? '—'}</span>
        {session.type && <span className="text-muted-foreground">{session.type}</span>}
        {session.location && <span className="ml-auto text-muted-foreground">{session.location}</span>}
      </Link>
    </li>
  );
}
