import { useQuery } from '@rocicorp/zero/react';
import { CalendarPlus, ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openSlots, planPlace, type OpenSlot } from '@core/domain/availability';
import { DEFAULT_DURATION, doubleBooked } from '@core/domain/session-slots';
import { sessionTypeNamed } from '@core/domain/session-type-name';
import { fromDateTimeInput, toDateInput } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { ActionButton } from '../../components/action-button';
import { lazyDialog } from '../../components/lazy-dialog';
import { PageHeader } from '../../components/page-header';
import { CalendarFeedCard } from './calendar-feed-card';
import { QueryErrorState } from '../../components/query-error-state';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAccount } from '../../hooks/use-account';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { withSearchParam } from '../../hooks/use-search-param';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { SessionRow } from '../bookings/booking';
import type { SlotBooking } from '../bookings/session-form';
import { SessionDetailsDialog, SessionFormDialog } from '../bookings/lazy-dialogs';
import { useSessionParam } from '../bookings/use-session-param';
import { sessionEvent, slotEvent } from './calendar-events';
import { calendarViews, periodOf, periodParam, PERIOD_LIMIT, type CalendarView, type Span } from './period';
import { PlansCard } from './plans-card';
import { useSessionMove } from './session-move';
import { StudioCalendar } from './studio-calendar';
import { useLockedDays } from './use-locked-days';
import { WeekList } from './week-list';

// Choosing closed days (its date picker) loads when the dialog first opens.
const ClosedDaysDialog = lazyDialog(async () => (await import('./closed-days-dialog')).ClosedDaysDialog);

/** The address's names for the view and for any day of the period shown (`YYYY-MM-DD`). */
const VIEW_PARAM = 'view';
const DATE_PARAM = 'date';

/** Below this width a week of hours is too narrow to read: the week shows a day's agenda. */
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The studio's calendar on the studio's clock: a week of hours (a day's agenda on a phone), a
 * month, or a list of the week with each day's open times and its lock. Every status is shown
 * (a cancelled session still says what happened to the slot); a session opens its details, and
 * in the grids can be dragged or stretched to another time; an open time opens the booking form
 * on it. The view and the period live in the address, so a link or Back shows the same one.
 */
export function SchedulingPage() {
  const { t } = useTranslation(['scheduling', 'sessions']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const now = useNow();
  const { sessionId, openSession, closeSession } = useSessionParam();
  // Booking: at an open time, on a day of the week, or (from the page's button) tomorrow.
  const [booking, setBooking] = useState<{ day?: number; slot?: SlotBooking }>();

  const [params, setParams] = useSearchParams();
  const view = calendarViews.find((name) => name === params.get(VIEW_PARAM)) ?? calendarViews[0];
  const phone = useMediaQuery(PHONE_QUERY);
  const span: Span = view === 'month' ? 'month' : view === 'week' && phone ? 'day' : 'week';
  const shown = params.get(DATE_PARAM) ?? undefined;
  // Up to some three hundred time-zone conversions (a month's 42 midnights, each read and
  // written back on the studio clock): once per period shown, not on every synced change.
  const period = useMemo(() => periodOf(span, shown, now, format.timeZone), [span, shown, now, format.timeZone]);
  const current = now >= period.from && now < period.until;
  const show = (changes: { view?: CalendarView; date?: string | undefined }) =>
    setParams((currentParams) => {
      const next = new URLSearchParams(currentParams);
      if (changes.view !== undefined)
        withSearchParam(next, VIEW_PARAM, changes.view === calendarViews[0] ? undefined : changes.view);
      if ('date' in changes) withSearchParam(next, DATE_PARAM, changes.date);
      return next;
    });

  const [sessions, result] = useQuery(
    queries.sessions.calendar({ accountId: account.id, from: period.start, to: period.end, limit: PERIOD_LIMIT }),
  );
  const loading = useQueryPatience(sessions, result);
  const [sessionTypes] = useQuery(queries.sessionTypes.list({ accountId: account.id }));
  // Sessions keep a copy of their type's name, not a link to it: the colour follows the name.
  const typeColorOf = useCallback(
    (session: SessionRow) => (session.type ? sessionTypeNamed(sessionTypes, session.type)?.color : undefined),
    [sessionTypes],
  );
  const placesOf = useCallback(
    (session: { type?: string }) =>
      (session.type ? sessionTypeNamed(sessionTypes, session.type)?.maxClients : undefined) ?? 1,
    [sessionTypes],
  );

  const [plans] = useQuery(queries.schedulePlans.list({ accountId: account.id }));
  const today = toDateInput(now, format.timeZone);
  const lockedDays = useLockedDays(today);
  const [closedDaysOpen, setClosedDaysOpen] = useState(false);
  // Booking plans are the studio's setup, which managers change.
  const canManage = useCan('manage');
  const slots = useMemo(
    () =>
      openSlots({
        plans: plans.map((plan) => ({ ...plan, location: planPlace(plan) })),
        types: sessionTypes,
        sessions,
        lockedDays: lockedDays.locked,
        timeZone: format.timeZone,
        from: period.start,
        to: period.end,
        now,
      }),
    [plans, sessionTypes, sessions, lockedDays.locked, format.timeZone, period, now],
  );
  const typeOfSlot = useCallback(
    (slot: OpenSlot) => sessionTypes.find((type) => type.id === slot.sessionTypeId),
    [sessionTypes],
  );
  const bookSlot = (slot: OpenSlot) => {
    const type = typeOfSlot(slot);
    if (!type) return;
    const { duration, name, price } = type;
    const { location, locationId } = slot;
    setBooking({ slot: { start: slot.start, duration, type: name, price, location, locationId } });
  };
  const calendarEvents = useMemo(() => {
    if (view === 'list') return [];
    const clashes = doubleBooked(sessions, placesOf);
    const placesLeft = (slot: OpenSlot) =>
      slot.capacity > 1 ? t('slots.left', { count: slot.capacity - slot.taken, capacity: slot.capacity }) : undefined;
    return [
      ...sessions.map((session) => sessionEvent(session, typeColorOf(session), clashes.has(session.id))),
      ...slots.map((slot) => slotEvent(slot, typeOfSlot(slot), placesLeft(slot))),
    ];
  }, [view, sessions, slots, placesOf, typeColorOf, typeOfSlot, t]);
  const { move, dialog: moveDialog } = useSessionMove(sessions, placesOf);
  const writesBlocked = useWriteBlock('sync') !== undefined;

  const title =
    span === 'month'
      ? format.date(period.from, 'monthYear')
      : span === 'day'
        ? format.date(period.from, 'longDate')
        : format.dateRange(period.start, period.lastDay);

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<ActionButton icon={CalendarPlus} label={t('sessions:actions.new')} onClick={() => setBooking({})} />}
      />

      <Tabs
        asChild
        value={view}
        onValueChange={(value) => show({ view: calendarViews.find((name) => name === value) })}
      >
        <section aria-labelledby="scheduling-week" className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center gap-1">
              <IconButton
                icon={ChevronLeft}
                variant="outline"
                size="icon"
                label={t(`period.previous.${span}`)}
                onClick={() => show({ date: periodParam(period, -1, format.timeZone) })}
              />
              <Button variant="outline" onClick={() => show({ date: undefined })} disabled={current}>
                {t(`period.current.${span}`)}
              </Button>
              <IconButton
                icon={ChevronRight}
                variant="outline"
                size="icon"
                label={t(`period.next.${span}`)}
                onClick={() => show({ date: periodParam(period, 1, format.timeZone) })}
              />
            </div>
            <h2 id="scheduling-week" className="text-lg font-semibold" data-testid="scheduling-week">
              {title}
            </h2>
            <Button variant="outline" className="sm:ml-auto" onClick={() => setClosedDaysOpen(true)}>
              <Lock aria-hidden="true" />
              {t('locked.manage')}
            </Button>
            <TabsList aria-label={t('views.label')}>
              {calendarViews.map((name) => (
                <TabsTrigger key={name} value={name}>
                  {t(`views.${name === 'week' && span === 'day' ? 'day' : name}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {/* Counted once the server has answered: rows other screens synced arrive first. */}
          {result.type === 'complete' && (
            <p className="-mt-2 text-sm text-muted-foreground" data-testid="scheduling-count">
              {sessions.length >= PERIOD_LIMIT
                ? t('period.truncated', { count: PERIOD_LIMIT })
                : t(`period.count.${span}`, { count: sessions.length })}
            </p>
          )}

          <TabsContent value={view}>
            {result.type === 'error' && sessions.length === 0 ? (
              <QueryErrorState
                texts={{ title: t('week.errorTitle'), description: t('week.errorDescription') }}
                onRetry={result.retry}
              />
            ) : loading ? (
              <Skeleton className="h-64 w-full rounded-xl" />
            ) : view === 'list' ? (
              <WeekList
                period={period}
                now={now}
                sessions={sessions}
                slots={slots}
                lockedDays={lockedDays}
                onOpen={openSession}
                onBook={(day) => setBooking({ day })}
                typeColorOf={typeColorOf}
                placesOf={placesOf}
                slotType={typeOfSlot}
                onBookSlot={bookSlot}
              />
            ) : (
              <StudioCalendar
                span={span}
                date={period.from}
                events={calendarEvents}
                lockedDays={lockedDays.locked}
                editable={!writesBlocked}
                onOpenSession={openSession}
                onBookSlot={bookSlot}
                onBookAt={(start) =>
                  setBooking({ slot: { start, duration: DEFAULT_DURATION, type: '', price: 0, location: '' } })
                }
                onBookDay={(day) => setBooking({ day: fromDateTimeInput(day, '', format.timeZone) })}
                onMoveSession={move}
              />
            )}
          </TabsContent>
        </section>
      </Tabs>

      {canManage && <PlansCard />}
      <CalendarFeedCard />

      <SessionFormDialog
        open={booking !== undefined}
        onOpenChange={(open) => !open && setBooking(undefined)}
        day={booking?.day}
        slot={booking?.slot}
        onSaved={openSession}
      />
      <SessionDetailsDialog sessionId={sessionId} onClose={closeSession} />
      <ClosedDaysDialog open={closedDaysOpen} onOpenChange={setClosedDaysOpen} lockedDays={lockedDays} today={today} />
      {moveDialog}
    </div>
  );
}
