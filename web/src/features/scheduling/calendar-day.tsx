import { Lock, LockOpen, Plus } from 'lucide-react';
import type { OpenSlot } from '@core/domain/availability';
import { useTranslation } from 'react-i18next';
import { doubleBooked } from '@core/domain/session-slots';
import { sessionEnd } from '@core/domain/session-time';
import { type SessionStatus } from '@core/domain/session-values';
import { Badge } from '../../components/ui/badge';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { cn } from '../../lib/utils';
import type { SessionRow } from '../bookings/booking';
import { SessionStatusBadge } from '../bookings/status-badges';
import { TypeColorDot } from '../bookings/type-color-dot';

/** A colour at each session's edge, so a busy week reads at a glance; the badge says it in words. */
const statusEdge: Record<SessionStatus, string> = {
  scheduled: 'border-l-muted-foreground/40',
  confirmed: 'border-l-primary',
  completed: 'border-l-success',
  cancelled: 'border-l-destructive',
  no_show: 'border-l-warning',
};

type CalendarDayProps = {
  /** The day's first instant on the studio's clock. */
  midnight: number;
  today: boolean;
  /** The day's sessions, soonest first. */
  sessions: readonly SessionRow[];
  onOpen: (sessionId: string) => void;
  /** Opens the booking form on this day. */
  onBook: (midnight: number) => void;
  /** The colour of a session's type, found by the type name the session keeps. */
  typeColorOf: (session: SessionRow) => string | undefined;
  /** How many people one slot of a session's type takes: more than one share it without a clash. */
  placesOf: (session: SessionRow) => number;
  /** The day's open times from the studio's active plans, soonest first. */
  slots: readonly OpenSlot[];
  /** The name and colour of an open time's type. */
  slotType: (slot: OpenSlot) => { name: string; color: string } | undefined;
  /** Opens the booking form on an open time. */
  onBookSlot: (slot: OpenSlot) => void;
  /** Closed to bookings: every plan's times are off that day. */
  locked: boolean;
  /** Closes or reopens the day; undefined for those who may not. */
  onToggleLock: (() => void) | undefined;
  lockPending: boolean;
};

/** One day of the agenda: its date beside its sessions by time; a free day says so. */
export function CalendarDay({
  midnight,
  today,
  sessions,
  onOpen,
  onBook,
  typeColorOf,
  placesOf,
  slots,
  slotType,
  onBookSlot,
  locked,
  onToggleLock,
  lockPending,
}: CalendarDayProps) {
  const { t } = useTranslation('scheduling');
  const format = useStudioFormat();
  const clashes = doubleBooked(sessions, placesOf);
  const date = format.date(midnight, 'longDate');
  return (
    <li
      className={cn(
        'grid gap-2 rounded-xl border bg-card p-3 sm:grid-cols-[4.5rem_1fr] sm:gap-4',
        today && 'border-primary',
      )}
      data-testid="scheduling-day"
      aria-current={today ? 'date' : undefined}
    >
      <div className="flex items-start justify-between gap-2 sm:flex-col sm:justify-start">
        <h3 className="flex items-baseline gap-1.5 px-1 sm:flex-col sm:gap-0">
          <span className="sr-only">{date}</span>
          <span aria-hidden="true" className="text-xs text-muted-foreground uppercase">
            {format.date(midnight, 'weekday')}
          </span>
          <span aria-hidden="true" className={cn('text-2xl font-semibold tabular-nums', today && 'text-primary')}>
            {format.date(midnight, 'dayOfMonth')}
          </span>
        </h3>
        <div className="flex gap-1 sm:flex-col">
          <IconButton icon={Plus} onClick={() => onBook(midnight)} label={t('week.book', { date })} />
          {onToggleLock && (
            <IconButton
              icon={locked ? Lock : LockOpen}
              onClick={onToggleLock}
              disabled={lockPending}
              aria-pressed={locked}
              label={t('locked.toggle', { date })}
              title={t(locked ? 'locked.open' : 'locked.close')}
            />
          )}
        </div>
      </div>
      <div className="grid content-start gap-2">
        {locked && (
          <Badge variant="outline" className="w-fit" data-testid="scheduling-day-locked">
            <Lock aria-hidden="true" />
            {t('locked.badge')}
          </Badge>
        )}
        <DaySessions sessions={sessions} clashes={clashes} onOpen={onOpen} typeColorOf={typeColorOf} />
        {slots.length > 0 && <OpenTimes slots={slots} slotType={slotType} onBookSlot={onBookSlot} />}
      </div>
    </li>
  );
}

type DaySessionsProps = Pick<CalendarDayProps, 'sessions' | 'onOpen' | 'typeColorOf'> & { clashes: Set<string> };

function DaySessions({ sessions, clashes, onOpen, typeColorOf }: DaySessionsProps) {
  const { t } = useTranslation('scheduling');
  return sessions.length === 0 ? (
    <p className="self-center px-1 text-sm text-muted-foreground">{t('week.free')}</p>
  ) : (
    <ul className="grid gap-1.5">
      {sessions.map((session) => (
        <li key={session.id}>
          <AgendaSession
            session={session}
            clash={clashes.has(session.id)}
            typeColor={typeColorOf(session)}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The day's open times, each a button that books it, with its place; a group slot says how many
 * places are left.
 */
function OpenTimes({ slots, slotType, onBookSlot }: Pick<CalendarDayProps, 'slots' | 'slotType' | 'onBookSlot'>) {
  const { t } = useTranslation('scheduling');
  const format = useStudioFormat();
  return (
    <div className="grid gap-1.5">
      <h4 className="px-1 text-xs font-medium text-muted-foreground">{t('slots.title')}</h4>
      <ul className="flex flex-wrap gap-1.5" data-testid="scheduling-open-times">
        {slots.map((slot) => {
          const type = slotType(slot);
          const left = slot.capacity - slot.taken;
          const time = format.date(slot.start, 'time');
          return (
            <li key={`${slot.sessionTypeId}:${slot.start}`}>
              <Button
                variant="outline"
                size="sm"
                className="h-auto gap-2 border-dashed py-1 font-normal"
                data-testid="scheduling-open-time"
                onClick={() => onBookSlot(slot)}
                aria-label={t('slots.book', { time, type: type?.name ?? '' })}
              >
                {type && <TypeColorDot color={type.color} />}
                <span className="tabular-nums">{time}</span>
                <span className="text-muted-foreground">{type?.name}</span>
                {slot.location && <span className="text-muted-foreground">{slot.location}</span>}
                {slot.capacity > 1 && (
                  <span className="text-muted-foreground">
                    {t('slots.left', { count: left, capacity: slot.capacity })}
                  </span>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type AgendaSessionProps = {
  session: SessionRow;
  /** Overlaps another session, both holding their slot. */
  clash: boolean;
  /** The colour of the session's type, while the type exists. */
  typeColor: string | undefined;
  onOpen: (sessionId: string) => void;
};

/**
 * A session in its day: time, customer, type and place, its status in colour and words, and a
 * double booking said in words.
 */
function AgendaSession({ session, clash, typeColor, onOpen }: AgendaSessionProps) {
  const { t } = useTranslation('scheduling');
  const format = useStudioFormat();
  // What did not happen steps back: no fill, its name muted. Fading the whole row (opacity)
  // took its times and places below the contrast text needs (WCAG AA).
  const didNotHappen = session.status === 'cancelled' || session.status === 'no_show';
  return (
    <button
      type="button"
      onClick={() => onOpen(session.id)}
      data-testid="scheduling-session"
      data-session-id={session.id}
      className={cn(
        'flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-md border-l-4 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        didNotHappen ? 'bg-transparent' : 'bg-muted/30',
        statusEdge[session.status],
      )}
    >
      <span className="flex min-w-16 items-center gap-2 whitespace-nowrap text-muted-foreground tabular-nums">
        {typeColor && <TypeColorDot color={typeColor} />}
        {format.timeSpan(session.date, sessionEnd(session))}
      </span>
      <span
        className={cn(
          'font-medium',
          didNotHappen && 'text-muted-foreground',
          session.status === 'cancelled' && 'line-through',
        )}
      >
        {session.customer?.name ?? '—'}
      </span>
      {clash && (
        <strong className="order-last basis-full text-xs font-medium text-destructive sm:order-none sm:basis-auto">
          {t('week.overlap')}
        </strong>
      )}
      {(session.type || session.location) && (
        <span className="order-last min-w-0 basis-full truncate text-muted-foreground sm:order-none sm:basis-auto">
          {[session.type, session.location].filter(Boolean).join(' · ')}
        </span>
      )}
      <span className="ml-auto">
        <SessionStatusBadge status={session.status} />
      </span>
    </button>
  );
}
