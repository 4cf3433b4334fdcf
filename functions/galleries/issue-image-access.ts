// POST /api/galleries/{id}/image-access: an image token for a member of the gallery's studio,
// so the back office can show drafts and invite-only galleries in <img> tags.
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { issueImageAccess } from '../lib/gallery/image-access';
import { memberGallery } from '../lib/gallery/member-gallery';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const gallery = await memberGallery(getSql(), event, caller, event.pathParameters?.id);
  return json(200, issueImageAccess(gallery.id, { kind: 'member', userId: caller.userId }));
});
