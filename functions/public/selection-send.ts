// POST /api/p/{id}/gallery/{galleryId}/selection/send?access= {language}: the calling client
// tells the photographer their selection is ready. The studio's owner is mailed the count of
// each list and a link to the gallery's Sharing tab, where the selection is; the invite keeps
// when it was sent. Nothing chosen yet is 409 selection_empty, and a client can send a few times
// an hour at most.
import { z } from 'zod/mini';
import { bookingLanguages } from '@core/domain/public-booking';
import { listCounts } from '@core/domain/selection';
import { siteTheme } from '@core/domain/site-theme';
import { limitAttempts } from '../lib/attempt-limit';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler, logError } from '../lib/handler';
import { callerAddress, HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer } from '../lib/mail/mailer';
import { studioOwner } from '../lib/site/public-studio';
import { selectionClient, selectionLists } from './selection-client';
import { selectionNotice } from './selection-mail';

const sendRequest = z.object({ language: z._default(z.enum(bookingLanguages), 'en') });

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { language } = parseJsonBody(event, sendRequest);
  const client = await selectionClient(sql, event);
  const [picks, [invite]] = await Promise.all([
    sql<
      { lists: string[] }[]
    >`select lists from gallery_picks where invite_id = ${client.inviteId} and gallery_id = ${client.id}`,
    sql<{ name: string; email: string }[]>`select name, email from gallery_invites where id = ${client.inviteId}`,
  ]);
  const lists = selectionLists(client.settings);
  const counts = listCounts(picks);
  if (!invite || !lists.some((list) => (counts.get(list.id) ?? 0) > 0)) {
    throw new HttpError(409, 'selection_empty', 'Nothing is chosen yet');
  }
  await limitAttempts(sql, 'selection', { address: callerAddress(event), email: invite.email });
  const sentAt = Date.now();
  await sql`update gallery_invites set selection_sent_at = ${sentAt} where id = ${client.inviteId}`;

  const owner = await studioOwner(sql, client.accountId);
  if (owner.email) {
    const siteUrl = requiredEnv('SITE_URL');
    const [studio] = await sql<{ settings: Record<string, unknown> }[]>`
      select settings from accounts where id = ${client.accountId}`;
    const galleryLink = new URL(`/app/galleries/${encodeURIComponent(client.id)}?tab=sharing`, siteUrl);
    const mail = selectionNotice(
      {
        client: invite,
        gallery: client.name,
        lists: lists.map(({ name, max, id }) => ({ name, max, count: counts.get(id) ?? 0 })),
      },
      {
        to: owner.email,
        // The studio keeps no language of its own: the notice is in its client's, as booking notices are.
        lng: language,
        brand: mailBrand(
          { id: client.accountId, name: client.accountName, logoUrl: siteTheme(studio?.settings ?? {}).logoUrl },
          siteUrl,
        ),
        galleryLink: galleryLink.toString(),
      },
    );
    // The selection is sent whatever the mail does: the photographer sees it in the back office.
    await mailer()
      .send({ ...mail, accountId: client.accountId })
      .catch((error: unknown) => logError(event, error));
  }
  return json(200, { sentAt });
});
