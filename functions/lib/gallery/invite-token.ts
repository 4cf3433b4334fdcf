// The gallery an invite link's token opens: the invite mail's, its latest expiry reminder's, or
// the one the client's portal opened it with. Asked by the API (functions/invites/verify.ts) and
// by the server drawing the invited client's page (functions/site-html/invited-gallery.ts), so
// both refuse the same tokens.
import type postgres from 'postgres';
import { galleryAudience, type GalleryAudience, type GalleryState } from '@core/domain/gallery-audience';
import { hashSecretToken, isSecretTokenShaped } from '../secret-token';

export type OpenedInvite = {
  inviteId: string;
  galleryId: string;
  accountSlug: string;
  /** The gallery's audience now: an expired gallery is the client's to be told of. */
  audience: Exclude<GalleryAudience, 'hidden'>;
};

type InviteRow = GalleryState & { id: string; galleryId: string; accountSlug: string | null };

/**
 * The invite `token` belongs to, or undefined for every token that opens no gallery now: unknown,
 * malformed, tampered, revoked, expired, or for a gallery no longer published.
 */
export async function openedInvite(sql: postgres.Sql, token: string, now: number): Promise<OpenedInvite | undefined> {
  if (!isSecretTokenShaped(token)) return undefined;
  const hash = hashSecretToken(token);
  const [invite] = await sql<InviteRow[]>`
    select i.id, i.gallery_id as "galleryId", a.slug as "accountSlug",
           g.status, g.settings, g.expires_at::float8 as "expiresAt"
    from gallery_invites i join galleries g on g.id = i.gallery_id and g.account_id = i.account_id
      join accounts a on a.id = g.account_id
    where (i.token_hash = ${hash} or i.reminder_token_hash = ${hash} or i.portal_token_hash = ${hash})
      and i.revoked_at is null
      and i.expires_at > ${now}`;
  if (!invite?.accountSlug) return undefined;
  const audience = galleryAudience(invite, now);
  if (audience === 'hidden') return undefined;
  return { inviteId: invite.id, galleryId: invite.galleryId, accountSlug: invite.accountSlug, audience };
}
