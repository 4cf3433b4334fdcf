import { CalendarCheck, CalendarClock, CalendarX2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../lib/utils';
import { isLanguage, type Language } from '../../lib/languages';
import { type BookableType, type Booked, type BookingSlot } from './booking-api';
import { offerOf, type OfferLoad } from './booking-load';
import { BookingForm } from './booking-form';
import { OpenTimes } from './open-times';
import { PublicNotFound, PublicNotice } from '../../components/public/public-notice';
import { useClientTime } from './use-client-time';

type BookingPageProps = {
  slug: string;
  /** The offer the server drew the page with. */
  firstLoad: OfferLoad;
};

/**
 * /p/{slug}/book: a client picks a session type, one of its open times over the coming weeks
 * (in their own time zone, the studio's shown beside it when it differs), and books it. Drawn by
 * the server (web/src/drawn/booking-document.tsx), then taken over by React in the browser.
 */
export function BookingPage({ slug, firstLoad }: BookingPageProps) {
  const { t, i18n } = useTranslation('public');
  const lng: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // A retry, a time just taken or another language loads again.
  const [firstLanguage] = useState(lng);
  const [load, setLoad] = useState<OfferLoad>(firstLoad);
  const [attempt, setAttempt] = useState(0);
  const [typeId, setTypeId] = useState<string>();
  const [slot, setSlot] = useState<BookingSlot>();
  const [booked, setBooked] = useState<{ booking: Booked; email: string }>();
  // Drawn by the server, the choices wait for React: a press before then would do nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    if (attempt === 0 && lng === firstLanguage) return;
    let current = true;
    void offerOf(slug, lng).then((result) => {
      if (current) setLoad(result);
    });
    return () => {
      current = false;
    };
  }, [firstLanguage, lng, attempt, slug]);

  if (load.state === 'failed' && load.notFound) return <PublicNotFound testId="booking-not-found" />;
  if (load.state === 'failed') {
    return (
      <PublicNotice
        icon={CalendarX2}
        testId="booking-unavailable"
        texts={t('booking.unavailable', { returnObjects: true })}
        action={{ label: t('booking.unavailable.retry'), onClick: () => setAttempt((n) => n + 1) }}
      />
    );
  }
  const { offer } = load;
  if (booked) return <BookedNotice booking={booked.booking} email={booked.email} studio={offer.studio.name} />;
  if (offer.types.length === 0) {
    return <PublicNotice icon={CalendarX2} testId="booking-none" texts={t('booking.none', { returnObjects: true })} />;
  }
  const chosenType = offer.types.length === 1 ? offer.types[0] : offer.types.find((type) => type.id === typeId);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-5 py-10 sm:py-14" data-testid="booking-page">
      <header className="grid gap-2">
        <h1 className="site-heading">{t('booking.title', { studio: offer.studio.name })}</h1>
        <p className="text-muted-foreground">{t('booking.intro')}</p>
      </header>

      {offer.types.length > 1 ? (
        <section aria-labelledby="booking-types" className="grid gap-3">
          <h2 id="booking-types" className="text-lg font-semibold">
            {t('booking.chooseType')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {offer.types.map((type) => (
              <li key={type.id}>
                <button
                  type="button"
                  aria-pressed={type.id === chosenType?.id}
                  disabled={!hydrated}
                  onClick={() => {
                    setTypeId(type.id);
                    setSlot(undefined);
                  }}
                  className={cn(
                    'grid w-full gap-1 rounded-xl border bg-card p-4 text-left hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                    type.id === chosenType?.id && 'border-primary ring-1 ring-primary',
                  )}
                  data-testid="booking-type"
                >
                  <TypeSummary type={type} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        chosenType && (
          <div className="grid gap-1 rounded-xl border bg-card p-4" data-testid="booking-type">
            <TypeSummary type={chosenType} />
          </div>
        )
      )}

      {chosenType && (
        <OpenTimes
          slots={offer.slots.filter((candidate) => candidate.sessionTypeId === chosenType.id)}
          studioZone={offer.studio.timeZone}
          chosen={slot}
          onChoose={setSlot}
        />
      )}

      {chosenType && slot && (
        <BookingForm
          slug={slug}
          type={chosenType}
          slot={slot}
          lng={lng}
          onBooked={(booking, email) => setBooked({ booking, email })}
          onChooseSlot={setSlot}
          onTaken={() => setAttempt((n) => n + 1)}
        />
      )}
    </div>
  );
}

/** What a type is: its name, how long it lasts, what it costs, and what the studio says of it to clients. */
function TypeSummary({ type }: { type: BookableType }) {
  const { t } = useTranslation('public');
  return (
    <>
      <span className="flex items-center gap-2 font-medium">
        <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: type.color }} />
        {type.name}
      </span>
      <span className="text-sm text-muted-foreground">
        {[t('booking.minutes', { count: type.duration }), type.price].filter(Boolean).join(' · ')}
      </span>
      {type.description && (
        <span className="text-sm whitespace-pre-line text-muted-foreground">{type.description}</span>
      )}
      {type.confirm && (
        <span className="text-sm font-medium" data-testid="booking-type-confirm">
          {confirmText(t, type.confirm)}
        </span>
      )}
    </>
  );
}

/** "Sign and pay a deposit of X to confirm", or the half of it the type asks. */
function confirmText(t: TFunction<'public'>, confirm: NonNullable<BookableType['confirm']>) {
  if (confirm.contract && confirm.deposit) return t('booking.confirm.both', { deposit: confirm.deposit });
  if (confirm.deposit) return t('booking.confirm.deposit', { deposit: confirm.deposit });
  return t('booking.confirm.contract');
}

/** The booking made: when, where, and that a confirmation is on its way. */
function BookedNotice({ booking, email, studio }: { booking: Booked; email: string; studio: string }) {
  const { t } = useTranslation('public');
  const when = useClientTime()(booking.start);
  const { proposalPath } = booking;
  // Held, not booked yet: the client goes on to sign and pay where the proposal is.
  useEffect(() => {
    if (proposalPath) window.location.assign(proposalPath);
  }, [proposalPath]);
  if (proposalPath) {
    return (
      <PublicNotice
        icon={CalendarClock}
        testId="booking-held"
        texts={{
          title: t('booking.held.title'),
          description: [t('booking.done.when', { when }), t('booking.held.mail', { email })].join(' '),
        }}
        action={{ label: t('booking.held.continue'), href: proposalPath }}
      />
    );
  }
  return (
    <PublicNotice
      icon={CalendarCheck}
      testId="booking-done"
      texts={{
        title: t('booking.done.title', { type: booking.type, studio }),
        description: [
          t('booking.done.when', { when }),
          booking.location && t('booking.done.where', { location: booking.location }),
          t('booking.done.mail', { email }),
        ]
          .filter(Boolean)
          .join(' '),
      }}
    />
  );
}
