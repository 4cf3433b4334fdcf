// PUT /api/p/{id}/gallery/{galleryId}/selection/{photoId}?access= {lists, comment}: the calling
// client's whole choice of one photo of the gallery — the lists it is in and their comment; no
// list and no comment forgets the photo. A named list at its maximum refuses another photo
// (409 list_full) and nothing changes.
import { entityId, newId } from '@core/domain/ids';
import { pickRequest } from '@core/domain/selection-pick';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { selectionClient, selectionLists } from './selection-client';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const photoId = entityId.safeParse(event.pathParameters?.photoId);
  if (!photoId.success) throw new HttpError(404, 'not_found', 'Photo not found');
  const request = parseJsonBody(event, pickRequest);
  const client = await selectionClient(sql, event);
  const lists = selectionLists(client.settings);
  const chosen = [...new Set(request.lists)];
  if (chosen.some((id) => !lists.some((list) => list.id === id))) {
    throw new HttpError(400, 'invalid_input', 'Unknown list');
  }

  const pick = await sql.begin(async (tx) => {
    // One client's choices change one at a time, so a maximum holds however fast they click.
    const [invite] = await tx<{ authorId: string }[]>`
      select author_id as "authorId" from gallery_invites where id = ${client.inviteId} for update`;
    const [photo] = await tx`select 1 from photos where id = ${photoId.data} and gallery_id = ${client.id}`;
    if (!invite || !photo) throw new HttpError(404, 'not_found', 'Photo not found');
    for (const list of lists) {
      if (list.max === null || !chosen.includes(list.id)) continue;
      const [others] = await tx<{ count: number }[]>`
        select count(*)::int as count from gallery_picks
        where invite_id = ${client.inviteId} and gallery_id = ${client.id} and photo_id <> ${photoId.data}
          and lists ? ${list.id}`;
      if ((others?.count ?? 0) >= list.max) {
        throw new HttpError(409, 'list_full', `The list ${list.name} is full`, { listId: list.id });
      }
    }
    if (chosen.length === 0 && request.comment === '') {
      await tx`delete from gallery_picks where invite_id = ${client.inviteId} and photo_id = ${photoId.data}`;
    } else {
      await tx`
        insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id, lists, comment, updated_at)
        values (${newId()}, ${client.accountId}, ${invite.authorId}, ${client.id}, ${client.inviteId}, ${photoId.data},
                ${tx.json(chosen)}, ${request.comment}, ${Date.now()})
        on conflict (invite_id, photo_id) do update
          set lists = excluded.lists, comment = excluded.comment, updated_at = excluded.updated_at`;
    }
    return { photoId: photoId.data, lists: chosen, comment: request.comment };
  });
  return json(200, { pick });
});
