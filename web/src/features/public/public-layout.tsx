import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LoadingScreen } from '../../components/loading-screen';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { displayNameOf, usePublicSite } from './use-public-site';

/** The shell of a photographer's public pages and galleries (filled by the galleries milestone). */
export function PublicLayout() {
  const { t } = useTranslation('public');
  const { slug, home } = usePublicSite();
  const name = slug ? displayNameOf(slug) : t('defaultName');
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5">
          <Link
            to={home}
            className="truncate rounded-md font-display text-xl tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            data-testid="public-site-name"
          >
            {name}
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-5 py-10">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t py-6 text-center text-xs text-muted-foreground">{t('footer', { name })}</footer>
    </div>
  );
}
