// The booking page as its server draws it (functions/site-html/booking-page.tsx) and the browser
// takes it over (../booking-hydrate.tsx): the product's frame around the studio's offer, with no
// router. Drawn on the server, its title and session types paint as soon as the HTML arrives.
import { ThemeProvider } from '../app/providers/theme-provider';
import { BookingPage } from '../features/public/booking-page';
import { PublicFrame } from '../features/public/public-frame';
import type { Language } from '../lib/languages';
import type { BookingPayload } from './booking-payload';

type BookingDocumentProps = Omit<BookingPayload, 'language' | 'translations'> & {
  onLanguage?: (language: Language) => void;
};

export function BookingDocument({ slug, home, offer, onLanguage }: BookingDocumentProps) {
  const studio = { name: offer.studio.name, slug: offer.studio.slug, logoUrl: null, primaryColor: null };
  return (
    <ThemeProvider>
      <PublicFrame slug={slug} home={home} studio={studio} onLanguage={onLanguage}>
        <BookingPage slug={slug} firstLoad={{ state: 'ready', offer }} />
      </PublicFrame>
    </ThemeProvider>
  );
}
