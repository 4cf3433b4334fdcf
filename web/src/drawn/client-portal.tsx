// A client's portal as its server draws it (functions/site-html/portal-page.tsx) and the browser
// takes it over (../entries/portal-hydrate.tsx): the studio's site around it, with no router.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { PortalPage } from '../features/public-portal/portal-page';
import type { PortalPayload } from './portal-payload';

type ClientPortalPageProps = Omit<PortalPayload, 'language' | 'translations'>;

export function ClientPortalPage({ slug, home, site, portal }: ClientPortalPageProps) {
  const base = home.replace(/\/$/, '');
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={`${base}/client`}>
        {/* The product's controls, in the site's colours and fonts (studio-site.css). */}
        <div className="site-product">
          <PortalPage slug={slug} base={base} studio={site.studio.name} portal={portal} />
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
