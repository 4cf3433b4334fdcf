// GET /api/p/{id}/gallery/{galleryId}/selection?access=: the calling client's own selection in
// the gallery — its lists, the photos they chose with their comments, and when they last sent
// it. Nothing of any other client's.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { selectionClient, selectionLists } from './selection-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const client = await selectionClient(sql, event);
  const lists = selectionLists(client.settings);
  const known = new Set(lists.map((list) => list.id));
  const [picks, [invite]] = await Promise.all([
    sql<{ photoId: string; lists: string[]; comment: string }[]>`
      select photo_id as "photoId", lists, comment from gallery_picks
      where invite_id = ${client.inviteId} and gallery_id = ${client.id}
      order by updated_at, id`,
    sql<{ name: string; email: string; sentAt: number | null }[]>`
      select name, email, selection_sent_at::float8 as "sentAt" from gallery_invites where id = ${client.inviteId}`,
  ]);
  return json(200, {
    lists,
    // A list the photographer has removed since is no longer named.
    picks: picks.map((pick) => ({ ...pick, lists: pick.lists.filter((id) => known.has(id)) })),
    sentAt: invite?.sentAt ?? null,
    client: { name: invite?.name ?? '', email: invite?.email ?? '' },
  });
});
