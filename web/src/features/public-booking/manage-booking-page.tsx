import { CalendarCheck, CalendarX2, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { Alert, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { isLanguage, type Language } from '../../lib/languages';
import { cancelBooking, fetchHeldBooking, moveBooking, type BookingSlot, type HeldBooking } from './booking-api';
import { OpenTimes } from './open-times';
import { usePublicLayout } from '../../components/public/public-frame';
import { PublicNotice } from '../../components/public/public-notice';
import { useClientTime } from './use-client-time';
import { usePublicSite } from '../../components/public/use-public-site';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; held: HeldBooking }
  | { state: 'failed'; code: string }
  | { state: 'moved'; start: number }
  | { state: 'cancelled' };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'unknown');

/**
 * /p/{slug}/booking/{token}: the page a booking's mail links to. Until the studio's cut-off the
 * client cancels it or moves it to another open time; the link is spent once it is used.
 */
export function ManageBookingPage() {
  const { t, i18n } = useTranslation(['public', 'errors']);
  const { token = '' } = useParams();
  const { slug, home } = usePublicSite();
  const { showStudio } = usePublicLayout();
  const lng: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const when = useClientTime();

  useEffect(() => {
    if (!slug) return;
    let current = true;
    fetchHeldBooking(slug, token).then(
      (held) => {
        if (!current) return;
        setLoad({ state: 'ready', held });
        showStudio({
          name: held.studio.name,
          slug: held.studio.slug,
          logoUrl: null,
          logoDarkUrl: null,
          primaryColor: null,
        });
      },
      (error: unknown) => current && setLoad({ state: 'failed', code: codeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [slug, token, showStudio]);

  const bookAgain = { label: t('manageBooking.bookAgain'), href: `${home.replace(/\/$/, '')}/book` };
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'failed') {
    return (
      <PublicNotice
        icon={LinkIcon}
        testId="manage-booking-invalid"
        texts={{
          title: t('manageBooking.invalidTitle'),
          description: t(`errors:${load.code}`, { defaultValue: t('errors:unknown') }),
        }}
        action={bookAgain}
      />
    );
  }
  if (load.state === 'moved') {
    return (
      <PublicNotice
        icon={CalendarCheck}
        testId="manage-booking-moved"
        texts={{
          title: t('manageBooking.movedTitle'),
          description: t('manageBooking.movedText', { when: when(load.start) }),
        }}
      />
    );
  }
  if (load.state === 'cancelled') {
    return (
      <PublicNotice
        icon={CalendarX2}
        testId="manage-booking-cancelled"
        texts={{ title: t('manageBooking.cancelledTitle'), description: t('manageBooking.cancelledText') }}
        action={bookAgain}
      />
    );
  }
  return (
    <HeldBookingView
      held={load.held}
      slug={slug ?? ''}
      token={token}
      lng={lng}
      when={when}
      onMoved={(start) => setLoad({ state: 'moved', start })}
      onCancelled={() => setLoad({ state: 'cancelled' })}
    />
  );
}

type HeldBookingViewProps = {
  held: HeldBooking;
  slug: string;
  token: string;
  lng: Language;
  when: (ms: number) => string;
  onMoved: (start: number) => void;
  onCancelled: () => void;
};

function HeldBookingView({ held, slug, token, lng, when, onMoved, onCancelled }: HeldBookingViewProps) {
  const { t } = useTranslation(['public', 'errors']);
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const [target, setTarget] = useState<BookingSlot>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const { booking } = held;

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    setSending(true);
    try {
      await action();
    } catch (caught) {
      setError(t(`errors:${codeOf(caught)}`, { defaultValue: t('errors:unknown') }));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-5 py-10 sm:py-14" data-testid="manage-booking">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl tracking-tight">
          {t('manageBooking.title', { studio: held.studio.name })}
        </h1>
        <p className="text-lg">{t('manageBooking.summary', { type: booking.type, name: booking.name })}</p>
        <p className="text-muted-foreground" data-testid="manage-booking-when">
          {[when(booking.start), booking.location].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-muted-foreground">
          {held.changeable
            ? t('manageBooking.changeUntil', { date: when(held.changeableUntil) })
            : t('manageBooking.closed')}
        </p>
      </header>
      {error && (
        <Alert variant="destructive">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      {held.changeable && mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setMode('move')}>{t('manageBooking.move')}</Button>
          <Button variant="outline" onClick={() => setMode('cancel')}>
            {t('manageBooking.cancel')}
          </Button>
        </div>
      )}
      {mode === 'cancel' && (
        <div className="grid gap-3 rounded-xl border bg-card p-5">
          <p>{t('manageBooking.cancelConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              disabled={sending}
              onClick={() =>
                void run(async () => {
                  await cancelBooking(slug, token, lng);
                  onCancelled();
                })
              }
            >
              {sending && <Spinner />}
              {t('manageBooking.cancelYes')}
            </Button>
            <Button variant="outline" onClick={() => setMode('view')}>
              {t('manageBooking.keep')}
            </Button>
          </div>
        </div>
      )}
      {mode === 'move' && (
        <>
          <OpenTimes slots={held.slots} studioZone={held.studio.timeZone} chosen={target} onChoose={setTarget} />
          <div className="flex flex-wrap gap-2">
            {target && (
              <Button
                disabled={sending}
                onClick={() =>
                  void run(async () => {
                    const moved = await moveBooking(slug, token, target.start, lng);
                    onMoved(moved.booking.start);
                  })
                }
              >
                {sending && <Spinner />}
                {t('manageBooking.moveTo', { when: when(target.start) })}
              </Button>
            )}
            <Button variant="outline" onClick={() => setMode('view')}>
              {t('manageBooking.keep')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
