// The booking page taken over by React from the offer its server wrote beside the HTML
// (./site-main.tsx), so a client can choose a time and book.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { siteI18n } from './components/studio-site/site-i18n';
import { BookingDocument } from './drawn/booking-document';
import type { BookingPayload } from './drawn/booking-payload';
import { openInLanguage } from './drawn/open-in-language';
import { reportError } from './lib/sentry';

export function hydrateBooking(root: HTMLElement, { slug, home, offer, language, translations }: BookingPayload) {
  hydrateRoot(
    root,
    <StrictMode>
      <I18nextProvider i18n={siteI18n(language, translations)}>
        <BookingDocument slug={slug} home={home} offer={offer} onLanguage={openInLanguage} />
      </I18nextProvider>
    </StrictMode>,
    { onRecoverableError: (error) => reportError(error) },
  );
}
