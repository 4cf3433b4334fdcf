// An invited client's first visit, from the mail's link `invite/{galleryId}?token=…`: once the
// token is verified here as the API verifies it (lib/gallery/invite-token.ts), and the invite
// still grants the gallery (lib/gallery/viewable-gallery.ts, which records the opening), the server
// draws the gallery as it draws a public one. Anything else (no token, a wrong, revoked or
// expired one, an expired gallery, a link leading on to another page) reads nothing of the
// gallery: the app's invite page says why, or trades the link itself.
import type postgres from 'postgres';
import type { GalleryInvite } from '@web/src/drawn/gallery-payload';
import { issueImageAccess } from '../lib/gallery/image-access';
import { openedInvite } from '../lib/gallery/invite-token';
import { publicGalleryAnswer } from '../lib/gallery/public-gallery';
import { HttpError } from '../lib/http';
import { galleryViewOf } from '../lib/gallery/viewable-gallery';
import type { Studio } from './public-head';

export type InvitedGallery = {
  data: Awaited<ReturnType<typeof publicGalleryAnswer>>;
  invite: GalleryInvite;
};

/**
 * The gallery `galleryId` of `studio` as the link's query (`rawQuery`) opens it, or undefined.
 * `galleryAddress`: the gallery's own address on this site, where the page moves once drawn.
 */
export async function invitedGallery(
  sql: postgres.Sql,
  studio: Studio,
  galleryId: string,
  rawQuery: string | undefined,
  galleryAddress: string,
): Promise<InvitedGallery | undefined> {
  const query = new URLSearchParams(rawQuery ?? '');
  const address = addressAfter(query.get('redirectTo'), galleryAddress);
  const token = query.get('token');
  if (address === undefined || !token) return undefined;
  const now = Date.now();
  const opened = await openedInvite(sql, token, now);
  if (opened?.galleryId !== galleryId || opened.accountSlug !== studio.slug || opened.audience === 'expired')
    return undefined;
  const subject = { kind: 'invite', inviteId: opened.inviteId } as const;
  try {
    const { gallery, audience } = await galleryViewOf(sql, subject, galleryId, studio.slug);
    const access = issueImageAccess(gallery.id, subject, now);
    // A public gallery's images need no token; the client keeps it all the same, as the app's invite page does.
    const data = await publicGalleryAnswer(sql, gallery, audience === 'public' ? null : access.token);
    return { data, invite: { access, address } };
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/**
 * Where the page goes once drawn: the gallery's address, or the one the photographer chose
 * (`redirectTo`, the back office names the gallery's) when it is the gallery's too, with its
 * query; undefined for a link leading on to any other page, which the app's invite page opens.
 */
function addressAfter(redirectTo: string | null, galleryAddress: string): string | undefined {
  if (redirectTo === null) return galleryAddress;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || !URL.canParse(redirectTo, 'https://site.invalid'))
    return undefined;
  const { pathname, search } = new URL(redirectTo, 'https://site.invalid');
  return pathname === galleryAddress ? `${pathname}${search}` : undefined;
}
