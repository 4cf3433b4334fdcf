import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../loading-screen';
import { NotFound } from '../not-found';
import { PublicFrame } from './public-frame';
import { pageStudio } from './public-studio';
import { usePublicSite } from './use-public-site';

/**
 * The shell of the photographer's public pages the app draws (galleries, invites, a booking's
 * own page): the product's frame around the route's page. An address whose server found no
 * studio gets the product's own "not found", with no studio invented from the address.
 */
export function PublicLayout() {
  const { slug, home } = usePublicSite();
  const studio = pageStudio(slug);
  if (!studio) return <NotFound />;
  return (
    <PublicFrame home={home} studio={studio}>
      {/* A route's page loads with it; a page its server drew never waits here, so it has no spinner to carry. */}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  );
}
