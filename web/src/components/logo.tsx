import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

/** The product mark: an aperture ring with a warm centre, and the product name. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <circle cx="16" cy="16" r="8.5" fill="none" strokeWidth="2.5" className="stroke-primary-foreground" />
        <circle cx="16" cy="16" r="3" className="fill-brand" />
      </svg>
      {showName ? <span>{t('appName')}</span> : <span className="sr-only">{t('appName')}</span>}
    </span>
  );
}

/**
 * The logo as the way home: a link to the landing page, as the top left of a page offers. A
 * document's link, not the router's: the landing page is drawn by the server (web/src/drawn/).
 */
export function LogoHomeLink() {
  return (
    <a href="/" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      <Logo />
    </a>
  );
}
