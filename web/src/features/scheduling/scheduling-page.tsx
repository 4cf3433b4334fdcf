import { useQuery } from '@rocicorp/zero/react';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSlots, type OpenSlot } from '@core/domain/availability';
import { sessionTypeNamed } from '@core/domain/session-type';
import { toDateInput } from '@core/domain/studio-time';
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
import type { SlotBooking } from '../bookings/session-form';
import { SessionDetailsDialog } from '../bookings/session-details-dialog';
import { SessionFormDialog } from '../bookings/session-form-dialog';
import { useSessionParam } from '../bookings/use-session-param';
import { CalendarDay } from './calendar-day';
import { PlansCard } from './plans-card';
import { useLockedDays } from './use-locked-days';
import { byDay, WEEK_LIMIT, weekOf, weekParam } from './week';

/** The week shown, by any day of it (`YYYY-MM-DD`); this week without it. */
const WEEK_PARAM = 'week';

/**
 * The studio's agenda: one week of sessions, Monday to Sunday on the studio's clock, every
 * status shown (a cancelled session still says what happened to the slot), with the open times
 * of the booking plans below each day. A session opens its details, where it is paid, confirmed
 * or moved; an open time opens the booking form on it; the week lives in the address, so a
 * link or Back shows the same one.
 */
export function SchedulingPage() {
  const { t } = useTranslation(['scheduling', 'sessions']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  const { sessionId, openSession, closeSession } = useSessionParam();
  // Booking: at an open time, on a day of the week, or (from the page's button) tomorrow.
  const [booking, setBooking] = useState<{ day?: number; slot?: SlotBooking }>();

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
  const placesOf = useCallback(
    (session: SessionRow) => (session.type ? sessionTypeNamed(sessionTypes, session.type)?.maxClients : undefined) ?? 1,
    [sessionTypes],
  );
  const days = useMemo(() => byDay(sessions, week, (session) => session.date), [sessions, week]);

  const [plans] = useQuery(queries.schedulePlans.list({ accountId: account.id }));
  const lockedDays = useLockedDays(toDateInput(now, format.timeZone));
  const slotDays = useMemo(() => {
    const slots = openSlots({
      plans,
      types: sessionTypes,
      sessions,
      lockedDays: lockedDays.locked,
      timeZone: format.timeZone,
      from: week.start,
      to: week.end,
      now,
    });
    return byDay(slots, week, (slot) => slot.start);
  }, [plans, sessionTypes, sessions, lockedDays.locked, format.timeZone, week, now]);
  const typeOfSlot = useCallback(
    (slot: OpenSlot) => sessionTypes.find((type) => type.id === slot.sessionTypeId),
    [sessionTypes],
  );
  const bookSlot = (slot: OpenSlot) => {
    const type = typeOfSlot(slot);
    if (!type) return;
    const { duration, name, price } = type;
    setBooking({ slot: { start: slot.start, duration, type: name, price, location: slot.location } });
  };

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
            {week.days.map((midnight, index) => {
              const day = toDateInput(midnight, format.timeZone);
              const { toggle } = lockedDays;
              return (
                <CalendarDay
                  key={midnight}
                  midnight={midnight}
                  today={now >= midnight && now < (week.days[index + 1] ?? week.end)}
                  sessions={days[index] ?? []}
                  onOpen={openSession}
                  onBook={(day) => setBooking({ day })}
                  typeColorOf={typeColorOf}
                  placesOf={placesOf}
                  slots={slotDays[index] ?? []}
                  slotType={typeOfSlot}
                  onBookSlot={bookSlot}
                  locked={lockedDays.locked.includes(day)}
                  onToggleLock={toggle && (() => void toggle(day, format.date(midnight, 'longDate')))}
                  lockPending={lockedDays.pending === day}
                />
              );
            })}
          </ol>
        )}
      </section>

      <PlansCard />

      <SessionFormDialog
        open={booking !== undefined}
        onOpenChange={(open) => !open && setBooking(undefined)}
        day={booking?.day}
        slot={booking?.slot}
        onSaved={openSession}
      />
      <SessionDetailsDialog sessionId={sessionId} onClose={closeSession} />
    </div>
  );
}
