// POST /api/accounts/{id}/calendar-feed: a new secret calendar address, for when the old one
// has leaked. Owners only; every calendar subscribed to the old address stops updating.
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { ownedAccount } from '../lib/membership';
import { feedUrl, replaceFeedToken } from './feed-token';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await ownedAccount(event);
  return json(200, { url: feedUrl(await replaceFeedToken(sql, accountId)) });
});
