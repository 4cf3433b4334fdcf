// Who may see a gallery outside the back office. A published, public, unexpired gallery is open
// to anyone with its link; a published invite-only one to its studio's members and to invited
// clients; drafts and archived galleries to members only (in the back office, through image
// tokens); an expired one to members only.
import type postgres from 'postgres';
import { isExpired, readGallerySettings } from '@core/domain/gallery';
import { authenticate, bearerToken } from './auth';
import type { ApiEvent } from './http';
import { readImageAccess, type AccessSubject } from './image-access';

export type GalleryAudience = 'public' | 'invite' | 'expired' | 'hidden';

export type GalleryState = { status: string; settings: unknown; expiresAt: number };

export function galleryAudience(gallery: GalleryState, now = Date.now()): GalleryAudience {
  if (gallery.status !== 'published') return 'hidden';
  if (isExpired(gallery.expiresAt, now)) return 'expired';
  return readGallerySettings(gallery.settings).visibility === 'public' ? 'public' : 'invite';
}

/**
 * The proof of access a request carries for `galleryId`: an image token in `?access=` or as the
 * bearer, or the studio member's own access token (the app sends it when a signed-in
 * photographer opens their public page). Undefined when it carries none that verifies; whether
 * the member or invite still counts is for `accessGranted` to say.
 */
export async function accessSubjectOf(event: ApiEvent, galleryId: string): Promise<AccessSubject | undefined> {
  const token = event.queryStringParameters?.access ?? bearerToken(event);
  if (!token) return undefined;
  const subject = readImageAccess(token, galleryId);
  if (subject || token.split('.').length !== 3) return subject;
  try {
    return { kind: 'member', userId: (await authenticate(event)).userId };
  } catch {
    return undefined; // an expired sign-in is no access, not an error
  }
}

/**
 * SQL that is true when `subject` may still see the gallery aliased `g`: a member of its
 * account, or the holder of an unrevoked, unexpired invite to it.
 */
export function accessGranted(
  sql: postgres.Sql,
  subject: AccessSubject | undefined,
  now = Date.now(),
): postgres.Fragment {
  if (subject === undefined) return sql`false`;
  if (subject.kind === 'member') {
    return sql`exists (select 1 from account_members m where m.account_id = g.account_id and m.user_id = ${subject.userId})`;
  }
  return sql`exists (select 1 from gallery_invites i
    where i.id = ${subject.inviteId} and i.gallery_id = g.id and i.revoked_at is null and i.expires_at > ${now})`;
}

/** Whether a viewer with `subject` (already granted by `accessGranted`) may see a gallery of this audience. */
export function mayView(audience: GalleryAudience, subject: AccessSubject | undefined, granted: boolean): boolean {
  if (audience === 'public') return true;
  if (!granted || subject === undefined) return false;
  return subject.kind === 'member' || audience === 'invite';
}
