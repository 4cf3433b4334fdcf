import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone, formatInstant, startOfDay } from '@core/domain/studio-time';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useHydrated } from '../../hooks/use-hydrated';
import type { BookingSlot } from './booking-api';

/** Days shown at first, and added by "More dates": a week of open days fits a phone screen. */
const DAYS_PER_PAGE = 7;

type OpenTimesProps = {
  slots: readonly BookingSlot[];
  studioZone: string;
  chosen: BookingSlot | undefined;
  onChoose: (slot: BookingSlot) => void;
};

/** A type's open times by day, on the client's clock; the studio's clock beside it when it differs. */
export function OpenTimes({ slots, studioZone, chosen, onChoose }: OpenTimesProps) {
  const { t, i18n } = useTranslation('public');
  const locale = i18n.resolvedLanguage ?? 'en';
  const zone = deviceTimeZone();
  const [pages, setPages] = useState(1);
  const days = useMemo(() => {
    const byDay = new Map<number, BookingSlot[]>();
    for (const slot of slots) {
      const day = startOfDay(slot.start, zone);
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [slots, zone]);
  // The times are on the client's clock, which the server that drew the page cannot know.
  const hydrated = useHydrated();
  const clock = (ms: number, timeZone: string) => formatInstant(ms, { locale, timeZone, style: 'time' });
  const elsewhere = (ms: number) => clock(ms, studioZone) !== clock(ms, zone);

  return (
    <section aria-labelledby="booking-times" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="booking-times" className="text-lg font-semibold">
          {t('booking.chooseTime')}
        </h2>
        {hydrated && (
          <p className="text-sm text-muted-foreground" data-testid="booking-zones">
            {t('booking.yourZone', { zone: zone.replaceAll('_', ' ') })}
            {slots.some((slot) => elsewhere(slot.start)) &&
              ` ${t('booking.studioZone', { zone: studioZone.replaceAll('_', ' ') })}`}
          </p>
        )}
      </div>
      {!hydrated ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : days.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('booking.noTimes')}
        </p>
      ) : (
        <ol className="grid gap-4">
          {days.slice(0, pages * DAYS_PER_PAGE).map(([day, daySlots]) => (
            <li key={day} className="grid gap-2" data-testid="booking-day">
              <h3 className="text-sm font-medium">
                {formatInstant(day, { locale, timeZone: zone, style: 'weekdayDate' })}
              </h3>
              <ul className="flex flex-wrap gap-2">
                {daySlots.map((slot) => (
                  <li key={slot.start}>
                    <Button
                      variant={chosen?.start === slot.start ? 'default' : 'outline'}
                      aria-pressed={chosen?.start === slot.start}
                      className="h-auto flex-col gap-0 py-1.5 tabular-nums"
                      onClick={() => onChoose(slot)}
                      data-testid="booking-time"
                    >
                      {clock(slot.start, zone)}
                      {elsewhere(slot.start) && (
                        <span className="text-xs font-normal opacity-80">
                          {t('booking.studioTime', { time: clock(slot.start, studioZone) })}
                        </span>
                      )}
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {days.length > pages * DAYS_PER_PAGE && (
        <Button variant="outline" className="justify-self-start" onClick={() => setPages((n) => n + 1)}>
          {t('booking.moreDates')}
        </Button>
      )}
    </section>
  );
}
