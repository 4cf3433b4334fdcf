// POST /api/p/{id}/gallery/{galleryId}/visitors {name, email, language}: a visitor of a public
// gallery says who they are before choosing photos, and becomes one of its clients: an invite
// with their name, whose personal link is mailed to them so they can go on from any device. The
// answer carries the image token their selection calls use, as verify-invite gives it (201).
// An e-mail the gallery already has a client for gets no token here, or anyone could read that
// client's choices: the link is mailed to that address instead (202), with a new token, so only
// whoever reads that mailbox goes on. Invite-only galleries take no visitors. The visitor's
// language is the invite's, for its expiry reminders (jobs/remind-expiring-galleries.ts).
import { z } from 'zod/mini';
import { newId } from '@core/domain/ids';
import { bookingContact, bookingLanguages } from '@core/domain/public-booking';
import { siteTheme } from '@core/domain/site-theme';
import { limitAttempts } from '../lib/attempt-limit';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler, logError } from '../lib/handler';
import { callerAddress, HttpError, json } from '../lib/http';
import { issueImageAccess } from '../lib/gallery/image-access';
import { parseJsonBody } from '../lib/input';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer } from '../lib/mail/mailer';
import { studioOwner } from '../lib/site/public-studio';
import { newSecretToken } from '../lib/secret-token';
import { inviteMail } from '../lib/mail/invite-mail';
import { viewableGallery } from '../lib/gallery/viewable-gallery';

const visitorRequest = z.object({
  name: bookingContact.shape.name,
  email: bookingContact.shape.email,
  language: z._default(z.enum(bookingLanguages), 'en'),
});

/** How long a visitor stays a client of a gallery that never expires. */
const VISITOR_DAYS = 365;
const DAY_MS = 86_400_000;

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const request = parseJsonBody(event, visitorRequest);
  const { gallery, audience } = await viewableGallery(
    sql,
    event,
    event.pathParameters?.galleryId,
    event.pathParameters?.id,
  );
  if (audience !== 'public') throw new HttpError(403, 'invite_required', 'This gallery is for invited clients');
  await limitAttempts(sql, 'visitor', { address: callerAddress(event), email: request.email });

  const now = Date.now();
  const expiresAt = gallery.expiresAt > 0 ? gallery.expiresAt : now + VISITOR_DAYS * DAY_MS;
  const { token, hash } = newSecretToken();
  const [existing] = await sql<{ id: string; revoked: boolean }[]>`
    select id, revoked_at is not null as revoked from gallery_invites
    where gallery_id = ${gallery.id} and lower(email) = ${request.email}`;
  if (existing?.revoked) throw new HttpError(403, 'invite_required', 'This gallery is for invited clients');
  let inviteId: string;
  if (existing) {
    inviteId = existing.id;
    await sql`update gallery_invites set token_hash = ${hash}, expires_at = greatest(expires_at, ${expiresAt}),
                locale = ${request.language}
              where id = ${inviteId}`;
  } else {
    const owner = await studioOwner(sql, gallery.accountId);
    inviteId = newId();
    await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, name, token_hash, expires_at,
                                           locale)
              values (${inviteId}, ${gallery.accountId}, ${owner.userId}, ${gallery.id}, ${request.email},
                      ${request.name}, ${hash}, ${expiresAt}, ${request.language})`;
  }

  const siteUrl = requiredEnv('SITE_URL');
  const link = new URL(
    `/p/${encodeURIComponent(gallery.accountSlug)}/invite/${encodeURIComponent(gallery.id)}`,
    siteUrl,
  );
  link.searchParams.set('token', token);
  const [studio] = await sql<{ settings: Record<string, unknown>; timeZone: string | null }[]>`
    select settings, settings ->> 'timeZone' as "timeZone" from accounts where id = ${gallery.accountId}`;
  const mail = inviteMail({
    to: request.email,
    lng: request.language,
    brand: mailBrand(
      { id: gallery.accountId, name: gallery.accountName, logoUrl: siteTheme(studio?.settings ?? {}).logoUrl },
      siteUrl,
    ),
    gallery: gallery.name,
    link: link.toString(),
    expiresAt,
    timeZone: studio?.timeZone ?? 'UTC',
  });
  const sent = mailer()
    .send({ ...mail, accountId: gallery.accountId })
    .then(() => true)
    .catch((error: unknown) => {
      logError(event, error);
      return false;
    });
  if (existing) {
    if (!(await sent)) throw new HttpError(502, 'invite_failed', 'The e-mail could not be sent');
    return json(202, { mailed: true });
  }
  // A new visitor goes on at once; their mail is the way back from another device.
  await sent;
  return json(201, { access: issueImageAccess(gallery.id, { kind: 'invite', inviteId }, now) });
});
