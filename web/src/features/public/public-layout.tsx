import { Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useOutletContext } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LoadingScreen } from '../../components/loading-screen';
import { SiteFrame } from '../../components/studio-site/site-frame';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { brandStyle } from './brand-style';
import type { PublicStudio } from './public-gallery-api';
import { PublicSiteFailure } from './public-notice';
import type { PublicSite, SiteLoad } from './public-site-api';
import { displayNameOf, usePublicSite } from './use-public-site';

type PublicLayoutContext = {
  /** A page that loaded the studio's details hands them up, so the header shows its brand. */
  showStudio: (studio: PublicStudio) => void;
  /** The studio's site, on the pages drawn in its theme (`handle: { siteFrame: true }`). */
  site?: PublicSite;
};

export function usePublicLayout(): PublicLayoutContext {
  return useOutletContext<PublicLayoutContext>();
}

/** The site's data when the page shown is drawn in the studio's theme (`handle: { siteFrame: true }`). */
function useSiteLoad(): Promise<SiteLoad> | undefined {
  const match = useMatches().find((candidate) => (candidate.handle as { siteFrame?: boolean } | undefined)?.siteFrame);
  return (match?.loaderData as { site?: Promise<SiteLoad> } | undefined)?.site;
}

/**
 * The shell of a photographer's public pages. The studio's own pages are drawn in its theme, with
 * its menu; galleries and booking keep the product's light and dark look, with the studio's name,
 * logo and colour.
 */
export function PublicLayout() {
  const siteLoad = useSiteLoad();
  const [studio, setStudio] = useState<PublicStudio>();
  const context = useMemo<PublicLayoutContext>(() => ({ showStudio: setStudio }), []);
  if (siteLoad) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <StudioSite load={siteLoad} />
      </Suspense>
    );
  }
  return (
    <ProductFrame studio={studio}>
      <Outlet context={context} />
    </ProductFrame>
  );
}

/** The studio's site in its theme, once its theme and profile have loaded. */
function StudioSite({ load }: { load: Promise<SiteLoad> }) {
  const { t } = useTranslation('public');
  const { home } = usePublicSite();
  const location = useLocation();
  const result = use(load);
  const site = result.state === 'ready' ? result.site : undefined;
  const context = useMemo<PublicLayoutContext>(() => ({ showStudio: () => undefined, site }), [site]);
  if (!site) {
    return (
      <ProductFrame>
        <PublicSiteFailure notFound={result.state === 'failed' && result.notFound} />
      </ProductFrame>
    );
  }
  const base = home.replace(/\/$/, '');
  // The home page is "Home" whatever it is titled; the other published pages follow in the studio's order.
  const links = [
    { label: t('site.home'), to: home, current: location.pathname === home },
    ...site.menu
      .filter(({ path }) => path !== site.homePath)
      .map(({ path, title }) => ({
        label: title,
        to: `${base}${path}`,
        current: location.pathname === `${base}${path}`,
      })),
    ...(site.galleriesListed
      ? [{ label: t('site.galleries'), to: `${base}/galleries`, current: location.pathname === `${base}/galleries` }]
      : []),
    ...(site.bookingOffered ? [{ label: t('booking.link'), to: `${base}/book` }] : []),
  ];
  return (
    <SiteFrame
      theme={site.theme}
      fonts={site.fonts}
      studioName={site.studio.name}
      home={home}
      links={links}
      tools={<LanguageSwitcher />}
      footer={t('footer', { name: site.studio.name })}
    >
      <Outlet context={context} />
    </SiteFrame>
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
          <Link
            to={home}
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
    </div>
  );
}
