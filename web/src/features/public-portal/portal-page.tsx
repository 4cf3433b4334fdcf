import { Eye, LogOut } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientPortal } from '@core/domain/client-portal';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { ApiError } from '../../lib/api';
import { openSession, readPortal, signOut } from './portal-api';
import { PortalLists, PREVIEW_REASON_ID } from './portal-lists';
import { PortalSignIn } from './portal-sign-in';

type PortalPageProps = {
  slug: string;
  /** The studio's home without its trailing slash: `/p/{slug}`, or `` on its own domain. */
  base: string;
  studio: string;
  /** As the server drew it: null when the request carried no live portal session. */
  portal: ClientPortal | null;
};

/** The mail's one-click link: `#link={token}`, which no server saw. */
const LINK = /^#link=([A-Za-z0-9_-]{43})$/;

/**
 * /p/{slug}/client: everything of a client's from this studio, once they have signed in with a
 * code or link mailed to them. Drawn by the server (web/src/drawn/client-portal.tsx), then taken
 * over by React to sign in and out.
 */
export function PortalPage({ slug, base, studio, portal: drawn }: PortalPageProps) {
  const { t } = useTranslation('portal');
  const errorMessage = useApiErrorMessage();
  const [portal, setPortal] = useState(drawn);
  // The page was drawn signed out: the mail's link to trade, or a session its cache could not see.
  const [checking, setChecking] = useState(drawn === null);
  const [error, setError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  // Signed in, React takes the page over when the client first reaches for it (site-main.tsx):
  // until then signing out waits, rather than take a press it cannot act on.
  const hydrated = useHydrated();
  const started = useRef(false);

  const load = useCallback(async () => setPortal(await readPortal(slug)), [slug]);

  useEffect(() => {
    if (drawn !== null || started.current) return;
    started.current = true;
    const link = LINK.exec(window.location.hash)?.[1];
    const check = async () => {
      if (link !== undefined) {
        // The link works once: it leaves the address bar before anything else can read it.
        window.history.replaceState(null, '', window.location.pathname + window.location.search);
        await openSession(slug, { link });
      }
      await load();
    };
    check()
      .catch((failure: unknown) => {
        if (link !== undefined || !(failure instanceof ApiError && failure.status === 401))
          setError(errorMessage(failure));
      })
      .finally(() => setChecking(false));
  }, [drawn, slug, load, errorMessage]);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut(slug);
      setPortal(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-5 py-10 sm:py-14" data-testid="client-portal">
      {portal?.preview && (
        <Alert role="status" data-testid="portal-preview">
          <Eye aria-hidden="true" />
          <AlertTitle>{t('preview.title', { client: portal.customer.name })}</AlertTitle>
          <AlertDescription id={PREVIEW_REASON_ID}>
            {t('preview.description')} {t('preview.openOff')}
          </AlertDescription>
        </Alert>
      )}
      <header className="grid gap-2">
        <h1 className="site-heading">{portal ? t('hello', { name: portal.customer.name }) : t('title', { studio })}</h1>
        {portal && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground">{t('signedInAs', { email: portal.customer.email })}</p>
            <Button variant="outline" size="sm" disabled={!hydrated || leaving} onClick={() => void leave()}>
              {leaving ? <Spinner /> : <LogOut aria-hidden="true" />}
              {t('signOut')}
            </Button>
          </div>
        )}
      </header>
      {error !== undefined && (
        <Alert role="alert" variant="destructive" data-testid="portal-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {portal ? (
        <PortalLists portal={portal} base={base} studio={studio} />
      ) : checking ? (
        <LoadingPlaceholder label={t('signIn.opening')}>
          <div className="h-40" />
        </LoadingPlaceholder>
      ) : (
        <PortalSignIn slug={slug} studio={studio} onSignedIn={load} />
      )}
    </div>
  );
}
