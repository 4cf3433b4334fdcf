// The job `selection-reminder` (scheduled by lib/gallery/selection-reminder.ts with the client's
// first Favourite): a client who still has Favourites, has not finished choosing and was not
// reminded yet gets one mail with a personal link back to the gallery, good for as long as a new
// invitation's (the gallery's own expiry still closes it). The invite keeps when, in
// the job's transaction, so a job delivered twice mails once. The link's token replaces the one
// an expiry reminder's mail carried (gallery_invites.reminder_token_hash): the latest reminder's
// link is the one that works.
import type postgres from 'postgres';
import { INVITE_LIFETIME_DAYS } from '@core/domain/invite';
import { DAY_MS } from '@core/domain/revenue';
import { FAVOURITES } from '@core/domain/selection';
import { siteTheme } from '@core/domain/site-theme';
import { requiredEnv } from '../lib/env';
import { mailBrand } from '../lib/mail/mail-layout';
import type { MailLanguage } from '../lib/mail/mail-strings';
import { mailer } from '../lib/mail/mailer';
import type { JobData } from '../lib/queue';
import { newSecretToken } from '../lib/secret-token';
import { selectionReminderMail } from './selection-reminder-mail';

type Due = {
  email: string;
  locale: MailLanguage;
  galleryId: string;
  gallery: string;
  studio: string;
  slug: string;
  studioSettings: Record<string, unknown>;
  replyTo: string | null;
};

export async function remindSelection(
  tx: postgres.TransactionSql,
  { accountId, inviteId }: JobData['selection-reminder'],
): Promise<void> {
  const now = Date.now();
  const { token, hash } = newSecretToken();
  const [due] = await tx<Due[]>`
    update gallery_invites i
    set selection_reminded_at = ${now}, reminder_token_hash = ${hash},
        expires_at = greatest(i.expires_at, ${now + INVITE_LIFETIME_DAYS * DAY_MS})
    from galleries g join accounts a on a.id = g.account_id
    where i.account_id = ${accountId} and i.id = ${inviteId} and g.id = i.gallery_id
      and g.status = 'published' and (g.expires_at = 0 or g.expires_at > ${now})
      and a.slug is not null and a.deletion_scheduled_at is null
      and i.revoked_at is null and i.selection_locked_at is null and i.selection_reminded_at is null
      and exists (select 1 from gallery_picks k where k.invite_id = i.id and k.lists ? ${FAVOURITES})
    returning i.email, coalesce(i.locale, 'en') as locale, g.id as "galleryId", g.name as gallery,
      a.name as studio, a.slug, a.settings as "studioSettings",
      (select u.email from auth.users u where u.id = i.author_id) as "replyTo"`;
  if (!due) return; // finished, reminded, emptied or closed since it was scheduled
  const siteUrl = requiredEnv('SITE_URL');
  const link = new URL(`/p/${encodeURIComponent(due.slug)}/invite/${encodeURIComponent(due.galleryId)}`, siteUrl);
  link.searchParams.set('token', token);
  await mailer().send({
    accountId,
    ...selectionReminderMail({
      to: due.email,
      lng: due.locale,
      brand: mailBrand(
        { id: accountId, name: due.studio, logoUrl: siteTheme(due.studioSettings).logoUrl },
        siteUrl,
        due.slug,
      ),
      gallery: due.gallery,
      link: link.toString(),
      replyTo: due.replyTo,
    }),
  });
}
