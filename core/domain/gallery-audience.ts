// Who may see a gallery's page and images outside the back office: the one rule the image
// handler, the public pages and the back office's image URLs all follow. A published, public,
// unexpired gallery is open to anyone with its link; a published invite-only one to its studio's
// members and to invited clients; drafts and archived galleries to members only (in the back
// office, through image tokens); an expired one, public or not, to members only. Whether a
// member or an invite still counts is the database's to say (functions/lib/gallery/gallery-access.ts).
import { readVisibility } from './stored-gallery-settings';
import { isExpired } from './gallery-options';
import { galleryOfPhotoAddress } from './images';

export type GalleryAudience = 'public' | 'invite' | 'expired' | 'hidden';

export type GalleryState = { status: string; settings: unknown; expiresAt: number };

/** Who a proof of access (an image token, a member's sign-in) was issued to. */
export type AccessSubject = { kind: 'member'; userId: string } | { kind: 'invite'; inviteId: string };

export function galleryAudience(gallery: GalleryState, now = Date.now()): GalleryAudience {
  if (gallery.status !== 'published') return 'hidden';
  if (isExpired(gallery.expiresAt, now)) return 'expired';
  return readVisibility(gallery.settings) === 'public' ? 'public' : 'invite';
}

/** Whether anyone may see the gallery's photos, with no image token: its images' URLs need none. */
export function isOpenToEveryone(gallery: GalleryState, now = Date.now()): boolean {
  return galleryAudience(gallery, now) === 'public';
}

/**
 * Whether a viewer with `subject` may see a gallery of this audience; `granted` says whether the
 * database still grants that subject the gallery (a current member, an unrevoked invite).
 */
export function mayView(
  audience: GalleryAudience,
  subject: Pick<AccessSubject, 'kind'> | undefined,
  granted: boolean,
): boolean {
  if (audience === 'public') return true;
  if (!granted || subject === undefined) return false;
  return subject.kind === 'member' || audience === 'invite';
}

/**
 * Of the image addresses a studio newly puts on its public pages (`shown`, each with where it
 * goes), the first that visitors would get an error for: a gallery photo's address whose gallery
 * is not open to everyone, or is not the studio's (`studioGallery` fetches the studio's gallery of
 * an id). Where it goes is returned; undefined when all may be shown. Other addresses pass.
 */
export async function firstGatedPhoto<Where>(
  shown: Iterable<readonly [where: Where, address: string]>,
  studioGallery: (galleryId: string) => Promise<GalleryState | undefined>,
  now = Date.now(),
): Promise<Where | undefined> {
  for (const [where, address] of shown) {
    const galleryId = galleryOfPhotoAddress(address);
    if (!galleryId) continue;
    const gallery = await studioGallery(galleryId);
    if (!gallery || !isOpenToEveryone(gallery, now)) return where;
  }
  return undefined;
}
