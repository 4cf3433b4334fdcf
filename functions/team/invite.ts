// POST /api/accounts/{id}/team/invitations {email, role, locale?}: an owner invites someone to
// the team. Inviting the address again replaces its invitation (the old link stops working).
// The mail goes out inside the transaction, so a mail that could not be sent leaves no token.
import { DAY_MS } from '@core/domain/revenue';
import { newId } from '@core/domain/ids';
import { needs, TEAM_INVITATION_DAYS } from '@core/domain/roles';
import { teamInvitationRequest } from '@core/domain/team-requests';
import { siteTheme } from '@core/domain/site-theme';
import { requiredEnv } from '../lib/env';
import { defineHandler, logError } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer } from '../lib/mail/mailer';
import { accountInPath } from '../lib/membership';
import { newSecretToken } from '../lib/secret-token';
import { teamInvitationMail } from './team-invitation-mail';
import type { TeamInvitation } from './team-rows';

type Studio = { name: string; timeZone: string | null; settings: Record<string, unknown> };

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const request = parseJsonBody(event, teamInvitationRequest);
  const siteUrl = requiredEnv('SITE_URL');
  const [member] = await sql`
    select 1 from account_members m join auth.users u on u.id = m.user_id
    where m.account_id = ${accountId} and lower(u.email) = ${request.email}`;
  if (member) throw new HttpError(409, 'already_member', 'This person is already on the team');
  const [studio] = await sql<Studio[]>`
    select name, settings ->> 'timeZone' as "timeZone", settings from accounts where id = ${accountId}`;
  if (!studio) throw new HttpError(404, 'not_found', 'Account not found');

  const { token, hash } = newSecretToken();
  const expiresAt = Date.now() + TEAM_INVITATION_DAYS * DAY_MS;
  const link = new URL('/join', siteUrl);
  link.searchParams.set('token', token);

  const invitation = await sql.begin(async (tx) => {
    const [row] = await tx<TeamInvitation[]>`
      insert into team_invitations (id, account_id, email, role, token_hash, invited_by, expires_at)
      values (${newId()}, ${accountId}, ${request.email}, ${request.role}, ${hash}, ${caller.userId}, ${expiresAt})
      on conflict (account_id, email) do update set
        id = excluded.id, role = excluded.role, token_hash = excluded.token_hash,
        invited_by = excluded.invited_by, created_at = excluded.created_at, expires_at = excluded.expires_at
      returning id, email, role, created_at::float8 as "createdAt", expires_at::float8 as "expiresAt"`;
    const mail = teamInvitationMail({
      to: request.email,
      lng: request.locale ?? 'en',
      brand: mailBrand({ id: accountId, name: studio.name, logoUrl: siteTheme(studio.settings).logoUrl }, siteUrl),
      inviter: caller.email ?? studio.name,
      role: request.role,
      link: link.toString(),
      expiresAt,
      timeZone: studio.timeZone ?? 'UTC',
    });
    try {
      await mailer().send({ ...mail, accountId, ...(caller.email ? { replyTo: caller.email } : {}) });
    } catch (error) {
      logError(event, error);
      throw new HttpError(502, 'invite_failed', 'The invitation e-mail could not be sent');
    }
    return row;
  });
  return json(201, { invitation });
});
