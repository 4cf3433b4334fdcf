// Expiry reminders: when a published gallery's reminder falls due (the photographer's number of
// days, core/domain/gallery-reminder.ts), each invite to it that was not revoked — invited by e-mail, or a
// public gallery's visitor who gave their address — gets a mail with a new personal link. An
// invite is reminded once per expiry date: a new date (the gallery extended) is announced again.
// Only the new token's hash is kept, beside the first (invites/verify.ts takes either), so the
// mail's link dies with the invite when it is revoked or invited again.
import type postgres from 'postgres';
import { readGallerySettings } from '@core/domain/gallery';
import { isReminderDue, REMINDER_HORIZON_MS } from '@core/domain/gallery-reminder';
import { siteTheme } from '@core/domain/site-theme';
import { isTimeZone } from '@core/domain/studio-time';
import { requiredEnv } from '../lib/env';
import { mailBrand } from '../lib/mail/mail-layout';
import type { MailLanguage } from '../lib/mail/mail-strings';
import { mailer } from '../lib/mail/mailer';
import { newSecretToken } from '../lib/secret-token';
import { expiryReminderMail } from './expiry-reminder-mail';

type Candidate = { inviteId: string; expiresAt: number; settings: unknown; timeZone: string | null };

type Claimed = {
  email: string;
  locale: MailLanguage;
  galleryId: string;
  gallery: string;
  accountId: string;
  studio: string;
  slug: string;
  studioSettings: Record<string, unknown>;
  replyTo: string | null;
};

export async function remindExpiringGalleries(
  sql: postgres.Sql,
  now: number,
  onError: (error: unknown) => void,
): Promise<void> {
  // Every reminder that could be due falls within the horizon; the gallery's own days decide.
  // An invite whose link has lapsed (they last 14 days) is reminded too, as long as it was not
  // revoked: the gallery is still open to them, and the reminder's link reopens it.
  const candidates = await sql<Candidate[]>`
    select i.id as "inviteId", g.expires_at::float8 as "expiresAt", g.settings, a.settings ->> 'timeZone' as "timeZone"
    from galleries g
      join accounts a on a.id = g.account_id
      join gallery_invites i on i.gallery_id = g.id
    where g.status = 'published' and g.expires_at > ${now} and g.expires_at <= ${now + REMINDER_HORIZON_MS}
      and a.slug is not null and a.deletion_scheduled_at is null
      and i.revoked_at is null and i.reminded_expiry_at is distinct from g.expires_at`;
  for (const candidate of candidates) {
    const timeZone = candidate.timeZone !== null && isTimeZone(candidate.timeZone) ? candidate.timeZone : 'UTC';
    const days = readGallerySettings(candidate.settings).expiryReminderDays;
    if (!isReminderDue(candidate.expiresAt, days, timeZone, now)) continue;
    await remind(sql, candidate, timeZone, now).catch(onError);
  }
}

/**
 * Claims the invite's reminder and mails it in one transaction: a mail that fails leaves it due
 * for the next run, and a run that overlaps this one waits on the row, then finds it reminded.
 */
async function remind(sql: postgres.Sql, candidate: Candidate, timeZone: string, now: number): Promise<void> {
  const { token, hash } = newSecretToken();
  await sql.begin(async (tx) => {
    // The link must work as long as the mail says the gallery is open, so a live invite that
    // would end sooner lasts until then.
    const [claimed] = await tx<Claimed[]>`
      update gallery_invites i
      set reminder_token_hash = ${hash}, reminded_expiry_at = g.expires_at, reminded_at = ${now},
          expires_at = greatest(i.expires_at, g.expires_at)
      from galleries g join accounts a on a.id = g.account_id
      where i.id = ${candidate.inviteId} and g.id = i.gallery_id
        and g.status = 'published' and g.expires_at = ${candidate.expiresAt}
        and a.slug is not null and a.deletion_scheduled_at is null
        and i.revoked_at is null and i.reminded_expiry_at is distinct from g.expires_at
      returning i.email, i.locale, g.id as "galleryId", g.name as gallery, a.id as "accountId", a.name as studio,
        a.slug, a.settings as "studioSettings", (select u.email from auth.users u where u.id = i.author_id) as "replyTo"`;
    if (!claimed) return; // reminded by another run, or changed since it was found
    const siteUrl = requiredEnv('SITE_URL');
    const link = new URL(
      `/p/${encodeURIComponent(claimed.slug)}/invite/${encodeURIComponent(claimed.galleryId)}`,
      siteUrl,
    );
    link.searchParams.set('token', token);
    await mailer().send({
      accountId: claimed.accountId,
      ...expiryReminderMail({
        to: claimed.email,
        lng: claimed.locale,
        brand: mailBrand(
          { id: claimed.accountId, name: claimed.studio, logoUrl: siteTheme(claimed.studioSettings).logoUrl },
          siteUrl,
          claimed.slug,
        ),
        gallery: claimed.gallery,
        link: link.toString(),
        expiresAt: candidate.expiresAt,
        timeZone,
        replyTo: claimed.replyTo,
      }),
    });
  });
}
