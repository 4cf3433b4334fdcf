// A public gallery's page taken over by React from the gallery its server wrote beside the HTML
// (./site-main.tsx), so a client can open, favourite and download its photos.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { siteI18n } from './components/studio-site/site-i18n';
import { GalleryDocument } from './drawn/gallery-document';
import type { GalleryPayload } from './drawn/gallery-payload';
import { openInLanguage } from './drawn/open-in-language';
import { reportError } from './lib/sentry';

export function hydrateGallery(root: HTMLElement, { slug, home, data, language, translations }: GalleryPayload) {
  hydrateRoot(
    root,
    <StrictMode>
      <I18nextProvider i18n={siteI18n(language, translations)}>
        <GalleryDocument slug={slug} home={home} data={data} onLanguage={openInLanguage} />
      </I18nextProvider>
    </StrictMode>,
    { onRecoverableError: (error) => reportError(error) },
  );
}
