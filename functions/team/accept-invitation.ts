// POST /api/team-invitations/accept {token}: the signed-in invitee joins the studio with the
// invited role. Only the invited address may accept (a forwarded link opens nothing), and the
// invitation is deleted as it is used. Someone already in the studio keeps the role they have.
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { openInvitation } from './invitation-token';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const sql = getSql();
  const invitation = await openInvitation(sql, event);
  if (caller.email?.toLowerCase() !== invitation.email) {
    throw new HttpError(403, 'team_invite_wrong_email', 'This invitation was sent to another e-mail address');
  }
  await sql.begin(async (tx) => {
    const used = await tx`delete from team_invitations where id = ${invitation.id} returning id`;
    if (used.length === 0) throw new HttpError(404, 'team_invite_invalid', 'This invitation is no longer valid');
    await tx`
      insert into account_members (account_id, user_id, role)
      values (${invitation.accountId}, ${caller.userId}, ${invitation.role})
      on conflict (account_id, user_id) do nothing`;
  });
  return json(200, { accountId: invitation.accountId });
});
