import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoMosaic } from '../../components/photo-mosaic';
import { StandaloneHeader } from '../../components/standalone-header';

/** The title of a sign-in screen (the page's h1) and the line under it. */
export function AuthHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-1.5">
      <h1 className="font-display text-3xl font-medium tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

/** Sign-in screens: the form on one side, a quiet gallery on the other (wide screens only). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex flex-col px-5 py-5 sm:px-10">
        <StandaloneHeader className="gap-4" />
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
