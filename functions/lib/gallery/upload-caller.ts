// Who may upload into a gallery, in one place for every upload endpoint (presigned, through
// the API, multipart): a member of the gallery's studio with at least the assistant's role, or a
// personal access token of the studio (access-tokens.ts), acting for the manager who made it. A
// gallery of another studio answers like a missing one (404).
import { accessTokenCaller } from '../access-tokens';
import { authenticate } from '../auth';
import { getSql } from '../db';
import { HttpError, type ApiEvent } from '../http';
import { memberGallery, type MemberGallery } from './member-gallery';

export type Uploader = {
  /** The person the new photos are registered to. */
  authorId: string;
  gallery: MemberGallery;
};

/** The caller of an upload endpoint and the gallery they upload into, or the refusal (401, 403, 404). */
export async function uploadCaller(event: ApiEvent, galleryId: unknown): Promise<Uploader> {
  const token = await accessTokenCaller(event);
  const caller = token ?? (await authenticate(event));
  const gallery = await memberGallery(getSql(), event, caller, galleryId);
  // A token opens its own studio's galleries only, though its maker may belong to others.
  if (token && gallery.accountId !== token.accountId) throw new HttpError(404, 'not_found', 'Gallery not found');
  return { authorId: caller.userId, gallery };
}
