// POST /api/accounts/{id}/galleries/{galleryId}/invites/{inviteId}/reopen-selection: a member who
// works on galleries reopens a client's finished selection, so they can change it and finish
// again. What the package unlocked goes with it, so finishing again counts their Favourites anew;
// what they bought stays theirs. Another studio's invite is 404 `not_found`, as a missing one;
// a selection not finished is 409 `selection_open`, and nothing changes.
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { relockIncluded } from '../lib/gallery/unlocks';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.work);
  const galleryId = entityId.safeParse(event.pathParameters?.galleryId);
  const inviteId = entityId.safeParse(event.pathParameters?.inviteId);
  const notFound = new HttpError(404, 'not_found', 'Invite not found');
  if (!galleryId.success || !inviteId.success) throw notFound;
  const client = { accountId, galleryId: galleryId.data, inviteId: inviteId.data };
  await sql.begin(async (tx) => {
    // The client's invite lock: a finish on its way ends before, or finds the selection reopened.
    const [invite] = await tx<{ locked: boolean }[]>`
      select selection_locked_at is not null as locked from gallery_invites
      where account_id = ${accountId} and gallery_id = ${client.galleryId} and id = ${client.inviteId}
      for update`;
    if (!invite) throw notFound;
    if (!invite.locked) throw new HttpError(409, 'selection_open', 'The selection is not finished');
    await tx`update gallery_invites set selection_locked_at = null where id = ${client.inviteId}`;
    await relockIncluded(tx, client);
  });
  return json(200, { invite: { id: client.inviteId, selectionLockedAt: null } });
});
