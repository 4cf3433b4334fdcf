import { useParams } from 'react-router';
import { readSiteMode } from '../../lib/site-mode';

/** The photographer whose public pages are showing, and the path of their home page. */
export function usePublicSite(): { slug: string | undefined; home: string } {
  const { photographerSlug, accountSlug } = useParams();
  const routeSlug = photographerSlug ?? accountSlug;
  if (routeSlug) return { slug: routeSlug, home: `/p/${encodeURIComponent(routeSlug)}` };
  // On the photographer's own domain the site lives at the root.
  return { slug: readSiteMode().photographerSlug, home: '/' };
}

/** "anna-lopez-photo" → "Anna Lopez Photo": the studio's name until a page has loaded the real one. */
export function displayNameOf(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
