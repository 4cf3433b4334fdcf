import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LogoHomeLink } from '../../components/logo';
import { PhotoMosaic } from '../../components/photo-mosaic';
import { ThemeSwitcher } from '../../components/theme-switcher';

/** Sign-in screens: the form on one side, a quiet gallery on the other (wide screens only). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex flex-col px-5 py-5 sm:px-10">
        <header className="flex items-center justify-between gap-4">
          <LogoHomeLink />
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </header>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">{children}</div>
        </main>
      </div>
      <aside className="relative hidden overflow-hidden bg-muted lg:block">
        <PhotoMosaic className="absolute inset-6 opacity-95" />
        <div className="absolute inset-x-6 bottom-6 rounded-xl bg-background/80 p-6 shadow-lg backdrop-blur-md">
          <p className="font-display text-xl leading-snug">{t('side.quote')}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t('side.caption')}</p>
        </div>
      </aside>
    </div>
  );
}
