import { useQuery } from '@rocicorp/zero/react';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clashesWith, firstFreeStart, holdsItsSlot } from '@core/domain/session-slots';
import { instant } from '@core/domain/instant';
import { sessionEnd } from '@core/domain/session-time';
import { sessionTypeNamed } from '@core/domain/session-type-name';
import { addDays } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { LinkButton } from '../../components/link-button';
import { TIME_STEP_MS } from '../../components/time-field';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';

/** More bookings than any photographer has in one day; the notice lists them all. */
const DAY_LIMIT = 50;

type SameDayBookingsProps = {
  /** Midnight of the day being booked, on the studio's clock; nothing while the date is unreadable. */
  day: number | undefined;
  /** The instant being booked; nothing while the date or time is unreadable. */
  start: number | undefined;
  /** Minutes the session being booked lasts. */
  duration: number;
  /** The type being booked, as typed: sessions of it starting together share a group slot. */
  type: string;
  /** The session being edited, which is not its own neighbour. */
  sessionId: string | undefined;
  /** Moves the booking to another start the same day (the next free time offered). */
  onChooseStart: (start: number) => void;
};

/**
 * The studio's other bookings on the day being booked, so the photographer sees the day before
 * filling it, and is told which ones the time and length chosen overlap, and the next time that
 * day that overlaps none. Cancelled and missed sessions free their slot, so they are left out.
 */
export function SameDayBookings({ day, start, duration, type, sessionId, onChooseStart }: SameDayBookingsProps) {
  const { t } = useTranslation('sessions');
  const { account } = useAccount();
  const format = useStudioFormat();
  // Zero checks a query's arguments as soon as it is built, even a disabled one: a day outside
  // the range a session may have (which the form reports itself) asks for nothing.
  const from = instant.safeParse(day).data;
  const to = from === undefined ? undefined : instant.safeParse(addDays(from, 1, format.timeZone)).data;
  const [sessions = []] = useQuery(
    from !== undefined &&
      to !== undefined &&
      queries.sessions.calendar({ accountId: account.id, from, to, limit: DAY_LIMIT }),
  );
  const [sessionTypes] = useQuery(queries.sessionTypes.list({ accountId: account.id }));
  const booked = sessions.filter((session) => session.id !== sessionId && holdsItsSlot(session.status));
  if (booked.length === 0) return null;
  const placesOf = (session: { type?: string }) =>
    (session.type ? sessionTypeNamed(sessionTypes, session.type)?.maxClients : undefined) ?? 1;
  const clashes = new Set(
    start === undefined
      ? []
      : clashesWith(booked, { id: sessionId ?? '', date: start, duration, status: 'scheduled', type }, placesOf),
  );
  const free =
    start !== undefined && clashes.size > 0 && to !== undefined
      ? firstFreeStart(booked, { from: start, duration, until: to, step: TIME_STEP_MS })
      : undefined;

  return (
    <div className="grid gap-1.5 rounded-md border bg-muted/40 px-3 py-2.5 text-sm" data-testid="same-day-bookings">
      <p className="flex items-center gap-2 font-medium">
        <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('form.sameDay', { count: booked.length })}
      </p>
      <ul className="grid gap-1">
        {booked.map((session) => (
          <li key={session.id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-muted-foreground tabular-nums">
              {format.timeSpan(session.date, sessionEnd(session))}
            </span>
            <span className="font-medium">{session.customer?.name ?? '—'}</span>
            {session.type && <span className="text-muted-foreground">{session.type}</span>}
            {clashes.has(session) && <strong className="text-destructive">{t('form.overlaps')}</strong>}
          </li>
        ))}
      </ul>
      {clashes.size > 0 &&
        (free === undefined ? (
          <p className="text-xs text-muted-foreground">{t('form.dayFull')}</p>
        ) : (
          <LinkButton onClick={() => onChooseStart(free)} className="justify-self-start text-xs">
            {t('form.nextFree', { time: format.date(free, 'time') })}
          </LinkButton>
        ))}
    </div>
  );
}
