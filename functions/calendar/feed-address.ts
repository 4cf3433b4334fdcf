// GET /api/accounts/{id}/calendar-feed: the studio's secret calendar address, for any member
// to add to their own calendar app.
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { memberAccount } from '../lib/membership';
import { feedToken, feedUrl } from './feed-token';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await memberAccount(event);
  return json(200, { url: feedUrl(await feedToken(sql, accountId)) });
});
