import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext } from 'react-router';
import { AnalyticsConsent } from '../../components/analytics-consent';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LoadingScreen } from '../../components/loading-screen';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { brandStyle } from './brand-style';
import type { PublicStudio } from './public-gallery-api';
import { displayNameOf, usePublicSite } from './use-public-site';

type PublicLayoutContext = {
  /** A page that loaded the studio's details hands them up, so the header shows its brand. */
  showStudio: (studio: PublicStudio) => void;
};

export function usePublicLayout(): PublicLayoutContext {
  return useOutletContext<PublicLayoutContext>();
}

/**
 * The shell of the photographer's public pages the app draws (galleries, booking): the product's
 * light and dark look, with the studio's name, logo and colour.
 */
export function PublicLayout() {
  const [studio, setStudio] = useState<PublicStudio>();
  const context = useMemo<PublicLayoutContext>(() => ({ showStudio: setStudio }), []);
  return (
    <ProductFrame studio={studio}>
      <Outlet context={context} />
    </ProductFrame>
  );
}

/** The product's own frame around galleries, booking and notices: light or dark, the studio's name and colour. */
function ProductFrame({ studio, children }: { studio?: PublicStudio; children: ReactNode }) {
  const { t } = useTranslation('public');
  const { slug, home } = usePublicSite();
  const name = studio?.name ?? (slug ? displayNameOf(slug) : t('defaultName'));
  return (
    <div className="flex min-h-dvh flex-col bg-background" style={brandStyle(studio?.primaryColor)}>
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 w-full max-w-[1600px] items-center justify-between gap-4 px-4 sm:px-6">
          {/* The studio's home is drawn by its server: a new document, not a route of the app. */}
          <Link
            to={home}
            reloadDocument
            className="flex min-w-0 items-center gap-3 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            data-testid="public-site-name"
          >
            {studio?.logoUrl && <img src={studio.logoUrl} alt="" className="h-8 w-auto max-w-32 object-contain" />}
            <span className="truncate font-display text-xl tracking-tight">{name}</span>
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </div>
      </header>
      {/* At least a screen tall below the header: the footer never starts on the first screen,
          so it is not pushed down (a layout shift) when a gallery's photos arrive. */}
      <main className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </main>
      <footer className="border-t py-6 text-center text-xs text-muted-foreground">{t('footer', { name })}</footer>
      <AnalyticsConsent />
    </div>
  );
}
