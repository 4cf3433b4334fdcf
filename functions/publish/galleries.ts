// GET /api/publish/galleries: the galleries of an access token's studio, names and ids only, for
// a publishing tool to offer as destinations. Only an access token opens it.
import { requireAccessToken } from '../lib/access-tokens';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';

export const handler = defineHandler(async (event) => {
  const { accountId } = await requireAccessToken(event);
  const galleries = await getSql()<{ id: string; name: string }[]>`
    select id, name from galleries where account_id = ${accountId} order by created_at desc, id`;
  return json(200, { galleries });
});
