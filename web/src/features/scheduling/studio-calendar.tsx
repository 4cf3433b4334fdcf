import FullCalendar, { type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import caLocale from '@fullcalendar/react/locales/ca';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './studio-calendar.css';
import type { OpenSlot } from '@core/domain/availability';
import { WEEK_STARTS_ON } from '@core/domain/studio-time';
import { useTranslation } from 'react-i18next';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useTheme } from '../../hooks/use-theme';
import type { SessionRow } from '../bookings/booking';
import { calendarItem, lockedDayClass } from './calendar-events';
import type { Span } from './period';

/** The library's view for each span: a phone's day is an agenda, a week a grid of hours. */
const views: Record<Span, string> = { day: 'listDay', week: 'timeGridWeek', month: 'dayGridMonth' };

/** Sessions start on the booking form's quarter hours when dragged or stretched too. */
const SNAP = '00:15:00';

export type SessionMove = { session: SessionRow; start: number; duration: number; revert: () => void };

type StudioCalendarProps = {
  span: Span;
  /** The first instant of the period shown. */
  date: number;
  /** Sessions and open times, as `calendar-events` maps them. */
  events: EventInput[];
  /** Calendar dates (`YYYY-MM-DD`) closed to bookings. */
  lockedDays: readonly string[];
  /** Whether sessions can be dragged now (not while changes cannot be sent). */
  editable: boolean;
  onOpenSession: (sessionId: string) => void;
  onBookSlot: (slot: OpenSlot) => void;
  /** A click on a free time of the week. */
  onBookAt: (start: number) => void;
  /** A click on a day of the month (`YYYY-MM-DD` on the studio's clock). */
  onBookDay: (day: string) => void;
  onMoveSession: (move: SessionMove) => void;
};

/**
 * The studio's calendar, drawn by FullCalendar on the studio's clock in the interface language:
 * a month, a week of hours, or on a phone a day's agenda. A session opens its details and can
 * be dragged or stretched; an open time books it; a click on a free time books there.
 */
export function StudioCalendar({
  span,
  date,
  events,
  lockedDays,
  editable,
  onOpenSession,
  onBookSlot,
  onBookAt,
  onBookDay,
  onMoveSession,
}: StudioCalendarProps) {
  const { t, i18n } = useTranslation('scheduling');
  const { timeZone } = useStudioFormat();
  const { resolvedTheme } = useTheme();
  const lockedClass = lockedDayClass(lockedDays, timeZone);
  const move = ({
    event,
    revert,
  }: {
    event: { start: Date | null; end: Date | null; extendedProps: Record<string, unknown> };
    revert: () => void;
  }) => {
    const item = calendarItem(event.extendedProps);
    if (item?.kind !== 'session' || !event.start || !event.end) return revert();
    const start = event.start.getTime();
    onMoveSession({ session: item.session, start, duration: (event.end.getTime() - start) / 60_000, revert });
  };

  return (
    <div className="studio-calendar" data-testid="studio-calendar" data-span={span}>
      <FullCalendar
        // A new period or view starts the library afresh on it: the page's address is the source.
        key={`${span}:${date}`}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
        initialView={views[span]}
        initialDate={date}
        headerToolbar={false}
        timeZone={timeZone}
        locales={[esLocale, caLocale]}
        locale={i18n.language}
        colorScheme={resolvedTheme}
        firstDay={WEEK_STARTS_ON}
        height={span === 'week' ? 680 : 'auto'}
        scrollTime="08:00:00"
        slotDuration="00:30:00"
        snapDuration={SNAP}
        allDaySlot={false}
        nowIndicator
        dayMaxEvents
        navLinks={false}
        eventInteractive
        editable={editable}
        eventDurationEditable={editable}
        events={events}
        noEventsText={t('week.free')}
        dayCellClass={lockedClass}
        dayLaneClass={lockedClass}
        // A session's title wraps in the hours it spans; a short one keeps its line, and its full
        // title shows on hover.
        columnEventTitleClass={({ isShort }) => (isShort ? undefined : 'studio-calendar-title')}
        eventDidMount={({ el, event }) => {
          el.title = event.title;
          const item = calendarItem(event.extendedProps);
          el.dataset.testid = item?.kind === 'slot' ? 'calendar-open-time' : 'calendar-session';
          if (item?.kind === 'session') el.dataset.sessionId = item.session.id;
        }}
        eventClick={({ event, jsEvent }) => {
          jsEvent.preventDefault();
          const item = calendarItem(event.extendedProps);
          if (item?.kind === 'session') onOpenSession(item.session.id);
          else if (item?.kind === 'slot') onBookSlot(item.slot);
        }}
        dateClick={({ date: at, dateStr, allDay }) =>
          allDay ? onBookDay(dateStr.slice(0, 10)) : onBookAt(at.getTime())
        }
        eventDrop={move}
        eventResize={move}
      />
    </div>
  );
}
