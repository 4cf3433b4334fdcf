import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language-switcher';
import { LazyAnalyticsConsent } from '../lazy-analytics-consent';
import { StudioLogo } from '../studio-logo';
import { ThemeSwitcher } from '../theme-switcher';
import { useHydrated } from '../../hooks/use-hydrated';
import { createRequiredContext } from '../../hooks/required-context';
import type { Language } from '../../lib/languages';
import { brandStyle } from './brand-style';
import type { PublicStudio } from './public-studio';

type PublicFrameContext = {
  /** The studio the frame shows: its server's, or what a page loaded since. */
  studio: PublicStudio;
  /** A page that loaded the studio's details hands them up, so the header shows its brand. */
  showStudio: (studio: PublicStudio) => void;
};

export const [PublicFrameContext, usePublicLayout] = createRequiredContext<PublicFrameContext>(
  'usePublicLayout',
  'PublicFrame',
);

type PublicFrameProps = {
  /** The studio's home: drawn by its server, so a new document, not a route of the app. */
  home: string;
  /** The studio as its server named it (never guessed from the address); a page may load more of it. */
  studio: PublicStudio;
  /** Another language chosen; by default the page changes its words in place. */
  onLanguage?: (language: Language) => void;
  children: ReactNode;
};

/**
 * The product's own frame around galleries, booking and notices: light or dark, the studio's
 * name, logo and colour. Drawn by the app's router, or by the server for the booking page.
 */
export function PublicFrame({ home, studio: known, onLanguage, children }: PublicFrameProps) {
  const { t } = useTranslation('public');
  const [shown, setShown] = useState<PublicStudio>();
  // The switchers show this browser's choices, which a server cannot know.
  const hydrated = useHydrated();
  const studio = shown ?? known;
  const context = useMemo<PublicFrameContext>(() => ({ studio, showStudio: setShown }), [studio]);
  const { name } = studio;
  return (
    <div className="flex min-h-dvh flex-col bg-background" style={brandStyle(studio.primaryColor)}>
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 w-full max-w-[1600px] items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={home}
            className="flex min-w-0 items-center gap-3 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            data-testid="public-site-name"
          >
            <StudioLogo
              url={studio.logoUrl}
              darkUrl={studio.logoDarkUrl}
              className="public-logo h-8 w-auto max-w-32 object-contain"
            />
            {/* A long name wraps to a second line on a phone rather than losing its end. */}
            <span className="line-clamp-2 font-display text-lg leading-tight tracking-tight break-words sm:text-xl">
              {name}
            </span>
          </a>
          <div className="flex min-h-9 items-center gap-1">
            {hydrated && (
              <>
                <LanguageSwitcher onChange={onLanguage} />
                <ThemeSwitcher />
              </>
            )}
          </div>
        </div>
      </header>
      {/* At least a screen tall below the header: the footer never starts on the first screen,
          so it is not pushed down (a layout shift) when a gallery's photos arrive. */}
      <main className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
        <PublicFrameContext value={context}>{children}</PublicFrameContext>
      </main>
      <footer className="border-t py-6 text-center text-xs text-muted-foreground">{t('footer', { name })}</footer>
      {/* The analytics question comes once the page works; its configuration exists only in a browser. */}
      {hydrated && <LazyAnalyticsConsent />}
    </div>
  );
}
