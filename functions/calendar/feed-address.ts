// GET /api/accounts/{id}/calendar-feed: the caller's own secret address of the studio's calendar,
// to add to their calendar app; it stops working when they leave the studio.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { feedToken, feedUrl } from './feed-token';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.work);
  return json(200, { url: feedUrl(await feedToken(sql, accountId, caller.userId)) });
});
