// PUT /api/accounts/{id}/currency {code, symbol, position}: the studio's currency, stored in
// account_settings (key `currency`), which Zero syncs to every open browser. Managers and owners, like
// the studio's other settings. Amounts are not converted: they keep their minor units.
import { needs } from '@core/domain/roles';
import { currencySettings } from '@core/domain/currency-settings';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { storeAccountSetting } from '../lib/account-setting';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const currency = parseJsonBody(event, currencySettings);
  await storeAccountSetting(sql, accountId, 'currency', currency, caller.userId);
  return json(200, { currency });
});
