// POST /api/accounts/{id}/calendar-feed: a new secret calendar address for the caller, for when
// theirs has leaked. Only the calendars subscribed to their old address stop updating.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { feedUrl, replaceFeedToken } from './feed-token';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.work);
  return json(200, { url: feedUrl(await replaceFeedToken(sql, accountId, caller.userId)) });
});
