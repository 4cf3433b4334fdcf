import { ArrowRight, CalendarCheck, CloudOff, Images, Palette, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnalyticsConsent } from '../../components/analytics-consent';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo, LogoHomeLink } from '../../components/logo';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { Button } from '../../components/ui/button';
import { useStoredSignIn } from '../../hooks/use-stored-sign-in';
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

/** The product's marketing page at `/` (unless the page is a photographer's own site). */
export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const signedIn = useStoredSignIn();
  const year = new Date().getFullYear();

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
            <LanguageSwitcher />
            <ThemeSwitcher />
            {signedIn ? (
              <Button asChild size="sm" className="ml-2">
                <Link to="/app">{t('cta.openStudio')}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                  <Link to="/login">{t('common:actions.signIn')}</Link>
                </Button>
                <Button asChild size="sm" className="ml-1">
                  <Link to="/login?mode=signup">{t('cta.startFree')}</Link>
                </Button>
              </>
            )}
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
                <StartButton signedIn={signedIn} />
                {!signedIn && (
                  <Button asChild size="lg" variant="outline">
                    <Link to="/login">{t('common:actions.signIn')}</Link>
                  </Button>
                )}
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
            <StartButton signedIn={signedIn} variant="brand" />
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-5 py-8 text-sm text-muted-foreground sm:flex-row">
          <Logo className="text-foreground" />
          <p>{t('footer.copyright', { year })}</p>
          <Link to="/login" className="hover:text-foreground">
            {t('common:actions.signIn')}
          </Link>
        </div>
      </footer>
      <AnalyticsConsent />
    </div>
  );
}

/** The page's call to action: into the studio when signed in, else to a new account. */
function StartButton({ signedIn, variant }: { signedIn: boolean; variant?: 'brand' }) {
  const { t } = useTranslation('landing');
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={signedIn ? '/app' : '/login?mode=signup'}>
        {signedIn ? t('cta.openStudio') : t('cta.startFree')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
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
