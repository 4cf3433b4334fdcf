// A studio's site page taken over by React from the state its server wrote (./site-main.tsx),
// so its contact form reacts; everything else on it stays as the server drew it.
import { lazy, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { SiteState, SiteTranslations } from '@core/domain/public-site';
import { siteI18n } from '../components/studio-site/site-i18n';
import { StudioSitePage } from '../components/studio-site/studio-site-page';
import { reportError } from '../lib/sentry';

// Its code comes beside React's, while the page shows the form the server drew.
const ContactForm = lazy(async () => ({
  default: (await import('../components/studio-site/contact-form')).ContactForm,
}));

export function hydrateSite(root: HTMLElement, state: SiteState, translations: SiteTranslations) {
  hydrateRoot(
    root,
    <StrictMode>
      <I18nextProvider i18n={siteI18n(state.language, translations)}>
        <StudioSitePage state={state} ContactForm={ContactForm} />
      </I18nextProvider>
    </StrictMode>,
    { onRecoverableError: (error) => reportError(error) },
  );
}
