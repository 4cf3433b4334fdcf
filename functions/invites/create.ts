// POST /api/auth/invite {email, data: {galleryId, accountSlug, locale?}, redirectTo?}: a member
// of the gallery's studio invites a client by e-mail. One invite per
// recipient and gallery: inviting the address again replaces its token (the old link, and an
// expiry reminder's, stop working), lifts a revocation and gives the invite a new id, so the
// image tokens issued for the earlier invitation, which name its id, never work again. The mail
// goes out inside the transaction, so a mail that could not be sent leaves no token behind.
import { INVITE_LIFETIME_DAYS, inviteRequest } from '@core/domain/invite';
import { newId } from '@core/domain/ids';
import { siteTheme } from '@core/domain/site-theme';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler, logError } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer } from '../lib/mail/mailer';
import { memberGallery } from '../lib/gallery/member-gallery';
import { inviteMail } from '../lib/mail/invite-mail';
import { newSecretToken } from '../lib/secret-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `redirectTo` as a path of this site, or a 400: the link must never send a client elsewhere. */
function sitePath(redirectTo: string, siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(redirectTo, siteUrl);
  } catch {
    throw new HttpError(400, 'invalid_input', 'redirectTo is not a URL');
  }
  if (url.origin !== new URL(siteUrl).origin || redirectTo.startsWith('//') || redirectTo.includes('\\')) {
    throw new HttpError(400, 'invalid_input', 'redirectTo must be a page of this site');
  }
  return `${url.pathname}${url.search}`;
}

type Studio = { slug: string | null; name: string; timeZone: string | null; settings: Record<string, unknown> };

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const request = parseJsonBody(event, inviteRequest);
  const siteUrl = requiredEnv('SITE_URL');
  const redirect = request.redirectTo === undefined ? undefined : sitePath(request.redirectTo, siteUrl);
  const sql = getSql();
  const gallery = await memberGallery(sql, event, caller, request.data.galleryId);
  const [studio] = await sql<Studio[]>`
    select slug, name, settings ->> 'timeZone' as "timeZone", settings from accounts where id = ${gallery.accountId}`;
  if (!studio?.slug) throw new HttpError(409, 'slug_missing', 'The studio has no public address yet');
  if (studio.slug !== request.data.accountSlug)
    throw new HttpError(400, 'invalid_input', 'accountSlug is not the studio of this gallery');
  if (gallery.status !== 'published')
    throw new HttpError(409, 'gallery_not_published', 'Only a published gallery can be shared');

  const { token, hash } = newSecretToken();
  // Its expiry reminders are written in the invitation's language too.
  const lng = request.data.locale ?? 'en';
  const expiresAt = Date.now() + INVITE_LIFETIME_DAYS * DAY_MS;
  const link = new URL(`/p/${encodeURIComponent(studio.slug)}/invite/${encodeURIComponent(gallery.id)}`, siteUrl);
  link.searchParams.set('token', token);
  if (redirect !== undefined) link.searchParams.set('redirectTo', redirect);

  const invite = await sql.begin(async (tx) => {
    const [row] = await tx<{ id: string; email: string; expiresAt: number }[]>`
      insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at, locale)
      values (${newId()}, ${gallery.accountId}, ${caller.userId}, ${gallery.id}, ${request.email}, ${hash}, ${expiresAt},
              ${lng})
      on conflict (gallery_id, lower(email)) do update set
        id = excluded.id, token_hash = excluded.token_hash, expires_at = excluded.expires_at,
        author_id = excluded.author_id, created_at = excluded.created_at, revoked_at = null, last_opened_at = null,
        locale = excluded.locale, reminder_token_hash = null, portal_token_hash = null
      returning id, email, expires_at::float8 as "expiresAt"`;
    const mail = inviteMail({
      to: request.email,
      lng,
      brand: mailBrand(
        { id: gallery.accountId, name: studio.name, logoUrl: siteTheme(studio.settings).logoUrl },
        siteUrl,
        studio.slug,
      ),
      gallery: gallery.name,
      link: link.toString(),
      expiresAt,
      timeZone: studio.timeZone ?? 'UTC',
      ...(caller.email ? { replyTo: caller.email } : {}),
    });
    try {
      await mailer().send({ ...mail, accountId: gallery.accountId });
    } catch (error) {
      logError(event, error); // SES refusing the sender, a missing MAIL_FROM: the operator must see why
      throw new HttpError(502, 'invite_failed', 'The invitation e-mail could not be sent');
    }
    return row;
  });
  return json(201, { invite });
});
