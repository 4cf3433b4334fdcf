// A gallery as a client or visitor may see it, or the answer they get instead: unknown, draft
// and archived galleries are 404 (a draft is nobody's business), an expired one 410, an
// invite-only one without a valid invite or member token 403 invite_required.
import type postgres from 'postgres';
import { galleryAudience, mayView, type AccessSubject, type GalleryAudience } from '@core/domain/gallery-audience';
import { entityId } from '@core/domain/ids';
import { accessGranted, accessSubjectOf } from './gallery-access';
import { HttpError, type ApiEvent } from '../http';
import type { ShownGallery } from './public-gallery';
import { followLeftAddress } from '../site/public-studio';

/** The gallery as its page names it, and whether the request's proof of access still counts. */
type ViewableGallery = ShownGallery & { granted: boolean };

export type GalleryView = {
  gallery: ViewableGallery;
  audience: Exclude<GalleryAudience, 'hidden' | 'expired'>;
  subject: AccessSubject | undefined;
};

type ViewOptions = {
  /** Whether this request is the client opening the gallery (a selection's change is not). */
  recordOpening?: boolean;
};

/** The gallery `galleryId` (of the studio at `accountSlug`, when given), if the request may view it. */
export async function viewableGallery(
  sql: postgres.Sql,
  event: ApiEvent,
  galleryId: string | undefined,
  accountSlug?: string,
  options: ViewOptions = {},
): Promise<GalleryView> {
  if (!entityId.safeParse(galleryId).success || galleryId === undefined) throw galleryNotFound();
  return galleryViewOf(sql, await accessSubjectOf(event, galleryId), galleryId, accountSlug, options);
}

const galleryNotFound = () => new HttpError(404, 'not_found', 'Gallery not found');

/**
 * The gallery `galleryId` as `subject` (who a proof of access names) may view it: the API's
 * answer above, and the server drawing an invited client's page (functions/site-html/invited-gallery.ts).
 */
export async function galleryViewOf(
  sql: postgres.Sql,
  subject: AccessSubject | undefined,
  galleryId: string,
  accountSlug: string | undefined,
  { recordOpening = true }: ViewOptions = {},
): Promise<GalleryView> {
  const notFound = galleryNotFound();
  const now = Date.now();
  const [gallery] = await sql<ViewableGallery[]>`
    select g.id, g.account_id as "accountId", a.name as "accountName", a.slug as "accountSlug", g.name, g.description,
           g.status, g.settings, g.expires_at::float8 as "expiresAt", g.cover_photo_id as "coverPhotoId",
           ${accessGranted(sql, subject, now)} as granted
    from galleries g join accounts a on a.id = g.account_id
    where g.id = ${galleryId} and a.slug is not null ${accountSlug === undefined ? sql`` : sql`and a.slug = ${accountSlug}`}`;
  if (!gallery) {
    await followLeftAddress(sql, accountSlug);
    throw notFound;
  }
  const audience = galleryAudience(gallery, now);
  if (audience === 'hidden') throw notFound;
  if (audience === 'expired') throw new HttpError(410, 'gallery_expired', 'This gallery has expired');
  if (!mayView(audience, subject, gallery.granted))
    throw new HttpError(403, 'invite_required', 'This gallery is for invited clients');
  // The one place an invite's last opening is recorded: the client's device keeps the image
  // token, so a return visit reads the gallery here without ever trading the mail's link again
  // (verify-invite), and only this sees every opening, the first included.
  if (recordOpening && subject?.kind === 'invite' && gallery.granted) {
    await sql`update gallery_invites set last_opened_at = ${now} where id = ${subject.inviteId}`;
  }
  return { gallery, audience, subject };
}
