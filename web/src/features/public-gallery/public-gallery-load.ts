// A public gallery's data, asked for by the route's loader (app/router.tsx) as the page starts,
// beside the download of the page's code, instead of after its first render. It never rejects:
// a failure is one of the outcomes the page shows.
import type { Params } from 'react-router';
import { ApiError } from '../../lib/api';
import { forgetGalleryAccess, readGalleryAccess } from './gallery-access';
import { fetchPublicGallery, type PublicGallery } from './public-gallery-api';
import { publicSiteSlug } from '../../components/public/use-public-site';

export type GalleryLoad =
  | { state: 'ready'; data: PublicGallery; access: string | undefined }
  | { state: 'failed'; reason: 'notFound' | 'expired' | 'private' | 'unavailable' };

function reasonOf(error: unknown): Extract<GalleryLoad, { state: 'failed' }>['reason'] {
  if (error instanceof ApiError) {
    if (error.code === 'gallery_expired') return 'expired';
    if (error.code === 'invite_required') return 'private';
    if (error.status === 404) return 'notFound';
  }
  return 'unavailable';
}

export async function loadPublicGallery(params: Params): Promise<GalleryLoad> {
  const slug = publicSiteSlug(params);
  const galleryId = params.galleryId ?? '';
  if (!slug) return { state: 'failed', reason: 'notFound' };
  const access = readGalleryAccess(galleryId);
  try {
    const data = await fetchPublicGallery(slug, galleryId, access);
    return { state: 'ready', data, access: data.access ?? access };
  } catch (error) {
    const reason = reasonOf(error);
    // A token that no longer opens the gallery (revoked or expired invite) is of no more use.
    if (reason === 'private') forgetGalleryAccess(galleryId);
    return { state: 'failed', reason };
  }
}
