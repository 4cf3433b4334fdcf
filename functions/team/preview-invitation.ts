// POST /api/team-invitations/preview {token}: what an invitation is for, so the join page can
// say it before the invitee signs in. The token is the only key, as in the mail's link.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { openInvitation } from './invitation-token';

export const handler = defineHandler(async (event) => {
  const { studioName, email, role, expiresAt } = await openInvitation(getSql(), event);
  return json(200, { studioName, email, role, expiresAt }, { 'cache-control': 'no-store' });
});
