// POST /api/p/{id}/gallery/{galleryId}/selection/send?access= {language}: the calling client has
// finished choosing. Their selection locks until the photographer reopens it, a package's
// Favourites are unlocked for them full size (lib/gallery/unlocks.ts), and the studio's owner is
// mailed each list's count with the text Lightroom's filter takes and a link to the gallery's
// Sharing tab. Nothing chosen yet is 409 selection_empty; a selection already finished, 409
// selection_locked; more Favourites than the package includes plus the extras paid, 409
// extras_unpaid (the page sends the client to pay them; paying finishes the selection). A client
// can finish a few times an hour at most.
import { z } from 'zod/mini';
import { bookingLanguages } from '@core/domain/public-booking';
import { siteTheme } from '@core/domain/site-theme';
import { limitAttempts } from '../lib/attempt-limit';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { favouriteCount, packageTerms, paidExtras, unlockIncluded } from '../lib/gallery/unlocks';
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
  const chooser = { accountId: client.accountId, galleryId: client.id, inviteId: client.inviteId };
  const lists = selectionLists(client.settings);

  const finished = await sql.begin(async (tx) => {
    // Under the invite's lock, as picks are: no pick lands between the count and the lock.
    const [invite] = await tx<{ name: string; email: string; locked: boolean }[]>`
      select name, email, selection_locked_at is not null as locked
      from gallery_invites where id = ${client.inviteId} for update`;
    const picks = await tx<{ lists: string[]; filename: string }[]>`
      select k.lists, p.filename from gallery_picks k join photos p on p.id = k.photo_id
      where k.invite_id = ${client.inviteId} and k.gallery_id = ${client.id}
      order by p."order", p.id`;
    const named = lists.map(({ id, name, max }) => ({
      name,
      max,
      filenames: picks.filter((pick) => pick.lists.includes(id)).map((pick) => pick.filename),
    }));
    if (!invite || named.every((list) => list.filenames.length === 0)) {
      throw new HttpError(409, 'selection_empty', 'Nothing is chosen yet');
    }
    if (invite.locked) throw new HttpError(409, 'selection_locked', 'The selection is finished');
    const { includedPhotos } = await packageTerms(tx, client.id);
    if (includedPhotos !== null) {
      const [chosen, paid] = await Promise.all([favouriteCount(tx, chooser), paidExtras(tx, chooser)]);
      if (chosen > includedPhotos + paid) {
        throw new HttpError(409, 'extras_unpaid', 'Extra photos are chosen and not paid for', {
          included: includedPhotos,
          chosen,
          paid,
        });
      }
    }
    await limitAttempts(sql, 'selection', { address: callerAddress(event), email: invite.email });
    const at = Date.now();
    await tx`update gallery_invites set selection_sent_at = ${at}, selection_locked_at = ${at}
             where id = ${client.inviteId}`;
    if (includedPhotos !== null) await unlockIncluded(tx, chooser);
    return { at, invite, lists: named };
  });

  const owner = await studioOwner(sql, client.accountId);
  if (owner.email) {
    const siteUrl = requiredEnv('SITE_URL');
    const [studio] = await sql<{ settings: Record<string, unknown> }[]>`
      select settings from accounts where id = ${client.accountId}`;
    const galleryLink = new URL(`/app/galleries/${encodeURIComponent(client.id)}?tab=sharing`, siteUrl);
    const mail = selectionNotice(
      { client: finished.invite, gallery: client.name, lists: finished.lists },
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
    // The selection is finished whatever the mail does: the photographer sees it in the back office.
    await mailer()
      .send({ ...mail, accountId: client.accountId })
      .catch((error: unknown) => logError(event, error));
  }
  return json(200, { sentAt: finished.at, lockedAt: finished.at });
});
