import { useQuery } from '@rocicorp/zero/react';
import { ArrowRight, CalendarDays, CalendarPlus, ImagePlus, Images, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionEnd } from '@core/domain/session-time';
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
import { useCan } from '../../hooks/use-role';
import { sessionPath } from '../bookings/use-session-param';
import { GalleryStatusBadge } from '../../components/gallery-status-badge';
import { FinishedSelectionsCard } from './finished-selections-card';
import { isSignUpSession, needsSetup } from './first-visit';
import { SetupCard } from './setup-card';
import { OrdersToSendCard } from './orders-to-send-card';
import { TasksCard } from './tasks-card';
import { UnpaidCard } from './unpaid-card';

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
const RECENT_GALLERIES = 4;

/**
 * The photographer's day: what is on today and next, who still owes money (for those who see
 * money), what the team has to do, recent galleries.
 */
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

  const canManage = useCan('manage');
  const [next, nextResult] = useQuery(queries.dashboard.upcoming({ accountId, from: today, limit: NEXT_SESSIONS }));
  const [galleries, galleriesResult] = useQuery(
    queries.dashboard.recentGalleries({ accountId, limit: RECENT_GALLERIES }),
  );
  const nextLoading = useQueryPatience(next, nextResult);
  const galleriesLoading = useQueryPatience(galleries, galleriesResult);

  const todays = next.filter((session) => session.date < tomorrow);
  const later = next.filter((session) => session.date >= tomorrow);

  return (
    <div className="grid gap-10">
      <PageHeader
        title={t('title')}
        description={t(user && isSignUpSession(user) ? 'welcomeNew' : 'welcome', { studio: account.name })}
      />
      {canManage && needsSetup(account, settings) && <SetupCard />}

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
        <Card className={canManage ? 'xl:col-span-2' : 'xl:col-span-3'}>
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

        {canManage && (
          <div className="grid content-start gap-4">
            <UnpaidCard />
            <OrdersToSendCard />
          </div>
        )}
      </div>

      <FinishedSelectionsCard />

      <TasksCard />

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
        to={sessionPath(session.id)}
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
