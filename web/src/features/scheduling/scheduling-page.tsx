import { useQuery } from '@rocicorp/zero/react';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionTypeNamed } from '@core/domain/session-type';
import { queries } from '@core/zero/queries';
import { PageHeader } from '../../components/page-header';
import { QueryErrorState } from '../../components/query-error-state';
import { ActionButton } from '../../components/action-button';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useSearchParam } from '../../hooks/use-search-param';
import { useStudioFormat } from '../../hooks/use-studio-format';
import type { SessionRow } from '../bookings/booking';
import { SessionDetailsDialog } from '../bookings/session-details-dialog';
import { SessionFormDialog } from '../bookings/session-form-dialog';
import { useSessionParam } from '../bookings/use-session-param';
import { CalendarDay } from './calendar-day';
import { sessionsByDay, WEEK_LIMIT, weekOf, weekParam } from './week';

/** The week shown, by any day of it (`YYYY-MM-DD`); this week without it. */
const WEEK_PARAM = 'week';

/**
 * The studio's agenda: one week of sessions, Monday to Sunday on the studio's clock, every
 * status shown (a cancelled session still says what happened to the slot). A session opens its
 * details, where it is paid, confirmed or moved; the week lives in the address, so a link or
 * Back shows the same one.
 */
export function SchedulingPage() {
  const { t } = useTranslation(['scheduling', 'sessions']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  const { sessionId, openSession, closeSession } = useSessionParam();
  // Booking: on a day of the week, or (from the page's button) tomorrow.
  const [booking, setBooking] = useState<{ day?: number }>();

  const [shown, setShown] = useSearchParam(WEEK_PARAM);
  // Some seventy time-zone conversions (eight midnights, each read and written back on the
  // studio clock): once per week shown, not on every synced change.
  const week = useMemo(() => weekOf(shown, now, format.timeZone), [shown, now, format.timeZone]);
  const thisWeek = now >= week.start && now < week.end;
  const [sessions, result] = useQuery(
    queries.sessions.calendar({ accountId: account.id, from: week.start, to: week.end, limit: WEEK_LIMIT }),
  );
  const loading = useQueryPatience(sessions, result);
  const [sessionTypes] = useQuery(queries.sessionTypes.list({ accountId: account.id }));
  // Sessions keep a copy of their type's name, not a link to it: the colour follows the name.
  const typeColorOf = useCallback(
    (session: SessionRow) => (session.type ? sessionTypeNamed(sessionTypes, session.type)?.color : undefined),
    [sessionTypes],
  );
  const days = useMemo(() => sessionsByDay(sessions, week), [sessions, week]);

  const showWeek = (weeks: number) => setShown(weekParam(week, weeks, format.timeZone));

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<ActionButton icon={CalendarPlus} label={t('sessions:actions.new')} onClick={() => setBooking({})} />}
      />

      <section aria-labelledby="scheduling-week" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-1">
            <Button variant="outline" size="icon" aria-label={t('week.previous')} onClick={() => showWeek(-1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => setShown(undefined)} disabled={thisWeek}>
              {t('week.thisWeek')}
            </Button>
            <Button variant="outline" size="icon" aria-label={t('week.next')} onClick={() => showWeek(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <h2 id="scheduling-week" className="text-lg font-semibold" data-testid="scheduling-week">
            {format.dateRange(week.start, week.lastDay)}
          </h2>
          {/* Counted once the server has answered: rows other screens synced arrive first. */}
          {result.type === 'complete' && (
            <p className="text-sm text-muted-foreground sm:ml-auto" data-testid="scheduling-count">
              {sessions.length >= WEEK_LIMIT
                ? t('week.truncated', { count: WEEK_LIMIT })
                : t('week.count', { count: sessions.length })}
            </p>
          )}
        </div>

        {result.type === 'error' && sessions.length === 0 ? (
          <QueryErrorState
            texts={{ title: t('week.errorTitle'), description: t('week.errorDescription') }}
            onRetry={result.retry}
          />
        ) : loading ? (
          <Skeleton className="h-64 w-full rounded-xl" />
        ) : (
          <ol className="grid gap-3" data-testid="scheduling-days">
            {week.days.map((midnight, index) => (
              <CalendarDay
                key={midnight}
                midnight={midnight}
                today={now >= midnight && now < (week.days[index + 1] ?? week.end)}
                sessions={days[index] ?? []}
                onOpen={openSession}
                onBook={(day) => setBooking({ day })}
                typeColorOf={typeColorOf}
              />
            ))}
          </ol>
        )}
      </section>

      <SessionFormDialog
        open={booking !== undefined}
        onOpenChange={(open) => !open && setBooking(undefined)}
        day={booking?.day}
        onSaved={openSession}
      />
      <SessionDetailsDialog sessionId={sessionId} onClose={closeSession} />
    </div>
  );
}
