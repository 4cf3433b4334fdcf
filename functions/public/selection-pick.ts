// PUT /api/p/{id}/gallery/{galleryId}/selection/{photoId}?access= {lists, comment}: the calling
// client's whole choice of one photo of the gallery — the lists it is in and their comment; no
// list and no comment forgets the photo. A named list at its maximum refuses another photo
// (409 list_full), so do Favourites at the package's included photos when the gallery sells no
// extras (409 selection_full), and a finished selection refuses every change (409
// selection_locked); nothing changes then. The first Favourite schedules the reminder to finish.
import { readGallerySettings } from '@core/domain/gallery';
import { entityId, newId } from '@core/domain/ids';
import { FAVOURITES } from '@core/domain/selection';
import { pickRequest } from '@core/domain/selection-pick';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { favouriteCount, packageTerms } from '../lib/gallery/unlocks';
import { scheduleSelectionReminder } from '../lib/gallery/selection-reminder';
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
    const [invite] = await tx<{ authorId: string; locked: boolean }[]>`
      select author_id as "authorId", selection_locked_at is not null as locked
      from gallery_invites where id = ${client.inviteId} for update`;
    const [photo] = await tx<{ favourite: boolean }[]>`
      select coalesce((select k.lists ? ${FAVOURITES} from gallery_picks k
                       where k.invite_id = ${client.inviteId} and k.photo_id = p.id), false) as favourite
      from photos p where p.id = ${photoId.data} and p.gallery_id = ${client.id}`;
    if (!invite || !photo) throw new HttpError(404, 'not_found', 'Photo not found');
    if (invite.locked) throw new HttpError(409, 'selection_locked', 'The selection is finished');
    if (chosen.includes(FAVOURITES) && !photo.favourite) {
      const chooser = { accountId: client.accountId, galleryId: client.id, inviteId: client.inviteId };
      const favourites = await favouriteCount(tx, chooser);
      const { includedPhotos, extraPhotoPrice } = await packageTerms(tx, client.id);
      // Past the package, each photo is an extra: priced at checkout if sold, refused if not.
      if (includedPhotos !== null && extraPhotoPrice === null && favourites >= includedPhotos) {
        throw new HttpError(409, 'selection_full', 'The package’s photos are all chosen', {
          included: includedPhotos,
        });
      }
      if (favourites === 0) {
        await scheduleSelectionReminder(tx, chooser, readGallerySettings(client.settings).selectionReminderDays);
      }
    }
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
