// Taking over a page its server drew in the product's frame (booking, a public gallery): the same
// tree as the server's, in the one language it drew the page in.
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { SiteTranslations } from '@core/domain/public-site';
import { siteI18n } from '../components/studio-site/site-i18n';
import { reportError } from '../lib/sentry';

export function hydrateProductPage(
  root: HTMLElement,
  { language, translations }: { language: string; translations: SiteTranslations },
  page: ReactNode,
) {
  hydrateRoot(
    root,
    <StrictMode>
      <I18nextProvider i18n={siteI18n(language, translations)}>{page}</I18nextProvider>
    </StrictMode>,
    { onRecoverableError: (error) => reportError(error) },
  );
}
