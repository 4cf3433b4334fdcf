// GET /api/accounts: the studios the caller belongs to.
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountsOf } from './account-row';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  return json(200, { accounts: await accountsOf(getSql(), caller.userId) });
});
