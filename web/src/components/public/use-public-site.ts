import { useParams, type Params } from 'react-router';
import { readSiteMode } from '../../lib/site-mode';

/** The photographer whose public pages the route's params (or, on their own domain, the page) name. */
export function publicSiteSlug({ photographerSlug, accountSlug }: Params): string | undefined {
  return photographerSlug ?? accountSlug ?? readSiteMode().photographerSlug;
}

/** The photographer whose public pages are showing, and the path of their home page. */
export function usePublicSite(): { slug: string | undefined; home: string } {
  const params = useParams();
  const slug = publicSiteSlug(params);
  // On the photographer's own domain the site lives at the root.
  const onOwnDomain = !params.photographerSlug && !params.accountSlug;
  return { slug, home: onOwnDomain ? '/' : `/p/${encodeURIComponent(slug ?? '')}` };
}
