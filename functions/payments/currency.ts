// PUT /api/accounts/{id}/currency {code, symbol, position}: the studio's currency, stored in
// account_settings (key `currency`), which Zero syncs to every open browser. Managers and owners, like
// the studio's other settings. Amounts are not converted: they keep their minor units.
import { needs } from '@core/domain/roles';
import { currencySettings } from '@core/domain/currency';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const currency = parseJsonBody(event, currencySettings);
  await sql`
    insert into account_settings (account_id, key, value, author_id)
    values (${accountId}, 'currency', ${sql.json(currency)}, ${caller.userId})
    on conflict (account_id, key) do update
      set value = excluded.value, author_id = excluded.author_id, updated_at = private.now_ms()`;
  return json(200, { currency });
});
