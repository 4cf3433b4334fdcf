// The booking page as its server draws it (functions/site-html/booking-page.tsx) and the browser
// takes it over (../entries/booking-hydrate.tsx): the studio's site around its offer, with no router.
// Drawn on the server, its title and session types paint as soon as the HTML arrives.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { BookingPage } from '../features/public-booking/booking-page';
import type { BookingPayload } from './booking-payload';

type BookingDocumentProps = Omit<BookingPayload, 'language' | 'translations'>;

export function BookingDocument({ slug, home, site, offer }: BookingDocumentProps) {
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={`${home.replace(/\/$/, '')}/book`}>
        {/* The product's controls, in the site's colours and fonts (studio-site.css). */}
        <div className="site-product">
          <BookingPage slug={slug} firstLoad={{ state: 'ready', offer }} />
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
