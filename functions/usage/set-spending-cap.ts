// PUT /api/accounts/{id}/billing/cap {spendingCap, locale?}: the most the studio may spend a month,
// in minor units of its billing currency, or null for no cap. Owners only. The language sent is
// the one the studio's usage warnings are mailed in.
import { needs } from '@core/domain/roles';
import { spendingCapRequest } from '@core/domain/usage';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const { spendingCap, locale } = parseJsonBody(event, spendingCapRequest);
  await sql`
    insert into account_billing as b (account_id, spending_cap, locale)
    values (${accountId}, ${spendingCap}, ${locale ?? 'en'})
    on conflict (account_id) do update set spending_cap = excluded.spending_cap,
      locale = ${locale ? sql`excluded.locale` : sql`b.locale`}, updated_at = private.now_ms()`;
  return json(200, { spendingCap });
});
