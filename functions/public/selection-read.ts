// GET /api/p/{id}/gallery/{galleryId}/selection?access=: the calling client's own selection in
// the gallery — its lists, the photos they chose with their comments, when they last finished
// it (and whether it is still locked), and the gallery's package as it stands for them ("12 of
// 20 chosen", extras paid) with the sizes their unlocks let them download. Nothing of any other
// client's.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { studioCurrency } from '../lib/billing/studio-currency';
import { galleryPackage, unlockedSizes } from '../lib/gallery/unlocks';
import { selectionClient, selectionLists } from './selection-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const client = await selectionClient(sql, event);
  const lists = selectionLists(client.settings);
  const known = new Set(lists.map((list) => list.id));
  const chooser = { accountId: client.accountId, galleryId: client.id, inviteId: client.inviteId };
  const [picks, [invite], selling, currency, unlocked] = await Promise.all([
    sql<{ photoId: string; lists: string[]; comment: string }[]>`
      select photo_id as "photoId", lists, comment from gallery_picks
      where invite_id = ${client.inviteId} and gallery_id = ${client.id}
      order by updated_at, id`,
    sql<{ name: string; email: string; sentAt: number | null; lockedAt: number | null }[]>`
      select name, email, selection_sent_at::float8 as "sentAt", selection_locked_at::float8 as "lockedAt"
      from gallery_invites where id = ${client.inviteId}`,
    galleryPackage(sql, chooser),
    studioCurrency(sql, client.accountId),
    unlockedSizes(sql, chooser),
  ]);
  return json(200, {
    lists,
    // A list the photographer has removed since is no longer named.
    picks: picks.map((pick) => ({ ...pick, lists: pick.lists.filter((id) => known.has(id)) })),
    sentAt: invite?.sentAt ?? null,
    lockedAt: invite?.lockedAt ?? null,
    // The extras' price is written in the studio's currency.
    package: { ...selling, currency },
    // Sizes the client may download by their unlocks, even where the gallery's downloads are off.
    unlockedSizes: unlocked,
    client: { name: invite?.name ?? '', email: invite?.email ?? '' },
  });
});
