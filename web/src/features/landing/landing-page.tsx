import { ArrowRight, CalendarCheck, CloudOff, Images, Palette, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LazyAnalyticsConsent } from '../../components/lazy-analytics-consent';
import { Logo, LogoHomeLink } from '../../components/logo';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../hooks/use-hydrated';
import type { Language } from '../../lib/languages';
import { cn } from '../../lib/utils';
import { HeroShowcase } from './hero-showcase';

type Feature = {
  id: 'galleries' | 'bookings' | 'branding' | 'clients';
  icon: LucideIcon;
};

const features: readonly Feature[] = [
  { id: 'galleries', icon: Images },
  { id: 'bookings', icon: CalendarCheck },
  { id: 'branding', icon: Palette },
  { id: 'clients', icon: Users },
];

/**
 * What a visitor signed in on this browser is offered, or one who is not: both are drawn, and the
 * page's script marks the page before it paints (`data-signed-in`, web/src/entries/site-main.tsx), so the
 * page is the same for everyone until then.
 */
function ForSignedIn({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  return <div className={signedIn ? 'hidden signed-in:contents' : 'contents signed-in:hidden'}>{children}</div>;
}

type LandingPageProps = {
  /** The year its footer shows: the year it was drawn in. */
  year: number;
  /** Another language chosen: the page is drawn in each language, so it opens in that one. */
  onLanguage?: ((language: Language) => void) | undefined;
};

/** The product's marketing page at `/` (unless the page is a photographer's own site). */
export function LandingPage({ year, onLanguage }: LandingPageProps) {
  const { t } = useTranslation(['landing', 'common']);
  // The analytics question is this browser's: it waits until the page is taken over.
  const hydrated = useHydrated();

  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-30 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/65">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-5">
          <LogoHomeLink />
          <nav
            aria-label={t('nav.label')}
            className="ml-6 hidden flex-1 items-center gap-6 text-sm text-muted-foreground md:flex"
          >
            <a href="#features" className="hover:text-foreground">
              {t('nav.features')}
            </a>
            <a href="#offline" className="hover:text-foreground">
              {t('nav.offline')}
            </a>
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitcher onChange={onLanguage} />
            <ThemeSwitcher />
            <ForSignedIn signedIn>
              <Button asChild size="sm" className="ml-2">
                <a href="/app">{t('cta.openStudio')}</a>
              </Button>
            </ForSignedIn>
            <ForSignedIn signedIn={false}>
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <a href="/login">{t('common:actions.signIn')}</a>
              </Button>
              <Button asChild size="sm" className="ml-1">
                <a href="/login?mode=signup">{t('cta.startFree')}</a>
              </Button>
            </ForSignedIn>
          </div>
        </div>
      </header>

      <main>
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--brand)_18%,transparent),transparent_65%)]"
          />
          <div className="mx-auto grid w-full max-w-6xl items-center gap-14 px-5 pt-16 pb-20 lg:grid-cols-[1.05fr_1fr] lg:pt-24">
            <div className="grid gap-7">
              <p className="w-fit rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
                {t('hero.eyebrow')}
              </p>
              <h1 className="font-display text-5xl leading-[1.05] font-medium tracking-tight sm:text-6xl">
                {t('hero.title')}
              </h1>
              <p className="max-w-xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
              <div className="flex flex-wrap items-center gap-3">
                <StartButtons />
                <ForSignedIn signedIn={false}>
                  <Button asChild size="lg" variant="outline">
                    <a href="/login">{t('common:actions.signIn')}</a>
                  </Button>
                </ForSignedIn>
              </div>
              <p className="text-sm text-muted-foreground">{t('hero.note')}</p>
            </div>
            <HeroShowcase />
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t bg-card/40 py-20">
          <div className="mx-auto grid w-full max-w-6xl gap-12 px-5">
            <SectionIntro id="features-title" title={t('features.title')} text={t('features.subtitle')} large />
            <ul className="grid gap-6 sm:grid-cols-2">
              {features.map(({ id, icon: Icon }) => (
                <li key={id} className="grid content-start gap-3 rounded-2xl border bg-card p-7 shadow-xs">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold">{t(`features.${id}.title`)}</h3>
                  <p className="text-sm leading-relaxed text-muted-foreground">{t(`features.${id}.description`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="offline" aria-labelledby="offline-title" className="scroll-mt-20 py-20">
          <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-5 md:grid-cols-[auto_1fr]">
            <span className="flex size-16 items-center justify-center rounded-2xl bg-muted text-foreground">
              <CloudOff className="size-8" aria-hidden="true" />
            </span>
            <SectionIntro id="offline-title" title={t('offline.title')} text={t('offline.description')} />
          </div>
        </section>

        <section aria-labelledby="cta-title" className="px-5 pb-24">
          <div className="mx-auto grid w-full max-w-6xl justify-items-center gap-6 rounded-3xl bg-primary px-6 py-16 text-center text-primary-foreground">
            <SectionTitle id="cta-title" title={t('cta.title')} large />
            <p className="max-w-xl opacity-80">{t('cta.subtitle')}</p>
            <StartButtons variant="brand" />
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-5 py-8 text-sm text-muted-foreground sm:flex-row">
          <Logo className="text-foreground" />
          <p>{t('footer.copyright', { year })}</p>
          <a href="/login" className="hover:text-foreground">
            {t('common:actions.signIn')}
          </a>
        </div>
      </footer>
      {hydrated && <LazyAnalyticsConsent />}
    </div>
  );
}

/** The page's call to action: into the studio when signed in, else to a new account. */
function StartButtons({ variant }: { variant?: 'brand' }) {
  const { t } = useTranslation('landing');
  const actions = [
    { signedIn: true, href: '/app', label: t('cta.openStudio') },
    { signedIn: false, href: '/login?mode=signup', label: t('cta.startFree') },
  ];
  return actions.map(({ signedIn, href, label }) => (
    <ForSignedIn key={href} signedIn={signedIn}>
      <Button asChild size="lg" variant={variant}>
        <a href={href}>
          {label}
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
    </ForSignedIn>
  ));
}

type SectionTitleProps = { id: string; title: string; large?: boolean };

function SectionTitle({ id, title, large }: SectionTitleProps) {
  return (
    <h2 id={id} className={cn('font-display text-3xl font-medium tracking-tight', large && 'sm:text-4xl')}>
      {title}
    </h2>
  );
}

/** A section's title with the line that introduces it. */
function SectionIntro({ text, ...title }: SectionTitleProps & { text: string }) {
  return (
    <div className="grid max-w-2xl gap-3">
      <SectionTitle {...title} />
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
