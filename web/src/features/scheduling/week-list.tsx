import type { OpenSlot } from '@core/domain/availability';
import { toDateInput } from '@core/domain/studio-time';
import { useStudioFormat } from '../../hooks/use-studio-format';
import type { SessionRow } from '../bookings/booking';
import { CalendarDay } from './calendar-day';
import { byDay, type Period } from './period';
import type { useLockedDays } from './use-locked-days';

type WeekListProps = {
  period: Period;
  now: number;
  sessions: readonly SessionRow[];
  slots: readonly OpenSlot[];
  lockedDays: ReturnType<typeof useLockedDays>;
  onOpen: (sessionId: string) => void;
  onBook: (midnight: number) => void;
  typeColorOf: (session: SessionRow) => string | undefined;
  placesOf: (session: SessionRow) => number;
  slotType: (slot: OpenSlot) => { name: string; color: string } | undefined;
  onBookSlot: (slot: OpenSlot) => void;
};

/** The week as a list of days, each with its sessions in words, its open times and its lock. */
export function WeekList({ period, now, sessions, slots, lockedDays, ...day }: WeekListProps) {
  const format = useStudioFormat();
  const sessionDays = byDay(sessions, period, (session) => session.date);
  const slotDays = byDay(slots, period, (slot) => slot.start);
  const { locked, toggle, pending } = lockedDays;
  return (
    <ol className="grid gap-3" data-testid="scheduling-days">
      {period.days.map((midnight, index) => {
        const date = toDateInput(midnight, format.timeZone);
        return (
          <CalendarDay
            key={midnight}
            {...day}
            midnight={midnight}
            today={now >= midnight && now < (period.days[index + 1] ?? period.end)}
            sessions={sessionDays[index] ?? []}
            slots={slotDays[index] ?? []}
            locked={locked.includes(date)}
            onToggleLock={toggle && (() => void toggle(date, format.date(midnight, 'longDate')))}
            lockPending={pending === date}
          />
        );
      })}
    </ol>
  );
}
