import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';
import { usePublicSite } from './use-public-site';

/**
 * The shell of the photographer's public pages the app draws (galleries, invites, a booking's
 * own page): the product's frame around the route's page.
 */
export function PublicLayout() {
  const { slug, home } = usePublicSite();
  return (
    <PublicFrame slug={slug} home={home}>
      <Outlet />
    </PublicFrame>
  );
}
