import { useParams } from 'react-router';
import { SiteHome } from '../../components/studio-site/site-home';
import { usePublicLayout } from './public-layout';
import { PublicNotFound } from './public-notice';
import { usePublicSite } from './use-public-site';

/** A photographer's page: the home page (index) from their profile, or any other path (`*`). */
export function PublicPage() {
  const { '*': path } = useParams();
  const { home } = usePublicSite();
  const { site } = usePublicLayout();
  if (path || !site) return <PublicNotFound testId="public-page-not-found" />;
  return (
    <SiteHome
      theme={site.theme}
      studioName={site.studio.name}
      profile={site.profile}
      tagline={site.tagline}
      bookHref={site.bookingOffered ? `${home.replace(/\/$/, '')}/book` : undefined}
    />
  );
}
