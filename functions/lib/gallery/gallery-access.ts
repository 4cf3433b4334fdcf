// A request's proof of access to a gallery, and whether the database still grants it. Who may see
// a gallery of each audience is core/domain/gallery-audience.ts.
import type postgres from 'postgres';
import type { AccessSubject } from '@core/domain/gallery-audience';
import { authenticate, bearerToken } from '../auth';
import type { ApiEvent } from '../http';
import { readImageAccess } from './image-access';

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
    where i.id = ${subject.inviteId} and i.gallery_id = g.id and i.account_id = g.account_id
      and i.revoked_at is null and i.expires_at > ${now})`;
}
