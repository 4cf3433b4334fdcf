// POST /api/auth/verify-invite {token}: the invite page trades the link's token (the invite
// mail's, its latest expiry reminder's, or the one the client's portal opened it with) for the
// gallery's address and an image token. Every token that does not open a gallery now — unknown,
// malformed, tampered, revoked, expired, or for a gallery no longer published — gets the same 404.
// Trading the token is not opening the gallery: the opening is recorded where the gallery is read
// with the image token (lib/gallery/viewable-gallery.ts).
import { z } from 'zod';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { issueImageAccess } from '../lib/gallery/image-access';
import { openedInvite } from '../lib/gallery/invite-token';
import { parseJsonBody } from '../lib/input';

const verifyRequest = z.object({ token: z.string().max(1000) });

export const handler = defineHandler(async (event) => {
  const { token } = parseJsonBody(event, verifyRequest);
  const now = Date.now();
  const invite = await openedInvite(getSql(), token, now);
  if (!invite) throw new HttpError(404, 'invite_invalid', 'This invitation is not valid');
  if (invite.audience === 'expired') throw new HttpError(410, 'gallery_expired', 'This gallery has expired');
  return json(200, {
    galleryId: invite.galleryId,
    accountSlug: invite.accountSlug,
    access: issueImageAccess(invite.galleryId, { kind: 'invite', inviteId: invite.inviteId }, now),
  });
});
