// Who may upload into a gallery, in one place for every upload endpoint (presigned, through
// the API, multipart): a member of the gallery's studio with at least the assistant's role. A
// gallery of another studio answers like a missing one (404).
import { authenticate } from '../auth';
import { getSql } from '../db';
import { memberGallery, type MemberGallery } from './member-gallery';
import type { ApiEvent } from '../http';

export type Uploader = {
  /** The person the new photos are registered to. */
  authorId: string;
  gallery: MemberGallery;
};

/** The caller of an upload endpoint and the gallery they upload into, or the refusal (401, 403, 404). */
export async function uploadCaller(event: ApiEvent, galleryId: unknown): Promise<Uploader> {
  const caller = await authenticate(event);
  const gallery = await memberGallery(getSql(), event, caller, galleryId);
  return { authorId: caller.userId, gallery };
}
