// The secret in a studio's calendar feed address: 256 random bits, one per studio, in
// private.calendar_feeds. Kept as it is rather than hashed, so members can copy the address
// again (see the migration 20261129090000_add_calendar_feeds.sql for why that is safe enough).
import type postgres from 'postgres';
import { requiredEnv } from '../lib/env';
import { newPlainToken as newFeedToken } from '../lib/secret-token';

/** The address calendars subscribe to; the path is the public route of functions/routes.ts. */
export function feedUrl(token: string): string {
  return new URL(`/api/calendar/${token}/sessions.ics`, requiredEnv('SITE_URL')).toString();
}

/** The studio's feed token, made the first time anyone asks for it. */
export async function feedToken(sql: postgres.Sql, accountId: string): Promise<string> {
  const [created] = await sql<{ token: string }[]>`
    insert into private.calendar_feeds (account_id, token) values (${accountId}, ${newFeedToken()})
    on conflict (account_id) do nothing
    returning token`;
  if (created) return created.token;
  const [kept] = await sql<{ token: string }[]>`
    select token from private.calendar_feeds where account_id = ${accountId}`;
  if (!kept) throw new Error(`No calendar feed for account ${accountId}`);
  return kept.token;
}

/** Gives the studio a new token: from this statement on, the old address finds nothing. */
export async function replaceFeedToken(sql: postgres.Sql, accountId: string): Promise<string> {
  const [row] = await sql<{ token: string }[]>`
    insert into private.calendar_feeds (account_id, token) values (${accountId}, ${newFeedToken()})
    on conflict (account_id) do update set token = excluded.token, created_at = private.now_ms()
    returning token`;
  if (!row) throw new Error(`No calendar feed for account ${accountId}`);
  return row.token;
}
