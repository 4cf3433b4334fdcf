// POST /api/auth/verify-invite {token}: the invite page trades the link's token (the invite
// mail's, its latest expiry reminder's, or the one the client's portal opened it with) for the
// gallery's address and an image token. Every token that does not open a gallery now — unknown,
// malformed, tampered, revoked, expired, or for a gallery no longer published — gets the same 404.
// Trading the token is not opening the gallery: the opening is recorded where the gallery is read
// with the image token (public/viewable-gallery.ts).
import { z } from 'zod';
import { galleryAudience, type GalleryState } from '@core/domain/gallery-audience';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { issueImageAccess } from '../lib/gallery/image-access';
import { parseJsonBody } from '../lib/input';
import { hashSecretToken, isSecretTokenShaped } from '../lib/secret-token';

const verifyRequest = z.object({ token: z.string().max(1000) });

type InviteRow = GalleryState & { id: string; galleryId: string; accountSlug: string | null };

export const handler = defineHandler(async (event) => {
  const { token } = parseJsonBody(event, verifyRequest);
  const invalid = new HttpError(404, 'invite_invalid', 'This invitation is not valid');
  if (!isSecretTokenShaped(token)) throw invalid;
  const sql = getSql();
  const now = Date.now();
  const hash = hashSecretToken(token);
  const [invite] = await sql<InviteRow[]>`
    select i.id, i.gallery_id as "galleryId", a.slug as "accountSlug",
           g.status, g.settings, g.expires_at::float8 as "expiresAt"
    from gallery_invites i join galleries g on g.id = i.gallery_id and g.account_id = i.account_id
      join accounts a on a.id = g.account_id
    where (i.token_hash = ${hash} or i.reminder_token_hash = ${hash} or i.portal_token_hash = ${hash})
      and i.revoked_at is null
      and i.expires_at > ${now}`;
  const audience = invite && galleryAudience(invite, now);
  if (!invite?.accountSlug || audience === undefined || audience === 'hidden') throw invalid;
  if (audience === 'expired') throw new HttpError(410, 'gallery_expired', 'This gallery has expired');
  return json(200, {
    galleryId: invite.galleryId,
    accountSlug: invite.accountSlug,
    access: issueImageAccess(invite.galleryId, { kind: 'invite', inviteId: invite.id }, now),
  });
});
