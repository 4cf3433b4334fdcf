// The secret in a member's calendar feed address: 256 random bits, one per member of a studio,
// in private.calendar_feeds; it goes with the membership. Kept as it is rather than hashed, so
// the member can copy the address again (see the migration 20261129090000_add_calendar_feeds.sql
// for why that is safe enough).
import type postgres from 'postgres';
import { requiredEnv } from '../lib/env';
import { newPlainToken as newFeedToken } from '../lib/secret-token';

/** The address calendars subscribe to; the path is the public route of functions/routes.ts. */
export function feedUrl(token: string): string {
  return new URL(`/api/calendar/${token}/sessions.ics`, requiredEnv('SITE_URL')).toString();
}

/** The member's feed token for the studio, made the first time they ask for it. */
export async function feedToken(sql: postgres.Sql, accountId: string, userId: string): Promise<string> {
  const [created] = await sql<{ token: string }[]>`
    insert into private.calendar_feeds (account_id, user_id, token) values (${accountId}, ${userId}, ${newFeedToken()})
    on conflict (account_id, user_id) do nothing
    returning token`;
  if (created) return created.token;
  const [kept] = await sql<{ token: string }[]>`
    select token from private.calendar_feeds where account_id = ${accountId} and user_id = ${userId}`;
  if (!kept) throw new Error(`No calendar feed for account ${accountId}`);
  return kept.token;
}

/** Gives the member a new token: from this statement on, their old address finds nothing. */
export async function replaceFeedToken(sql: postgres.Sql, accountId: string, userId: string): Promise<string> {
  const [row] = await sql<{ token: string }[]>`
    insert into private.calendar_feeds (account_id, user_id, token) values (${accountId}, ${userId}, ${newFeedToken()})
    on conflict (account_id, user_id) do update set token = excluded.token, created_at = private.now_ms()
    returning token`;
  if (!row) throw new Error(`No calendar feed for account ${accountId}`);
  return row.token;
}
