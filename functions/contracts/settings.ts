// PUT /api/accounts/{id}/contract-settings {autoCountersign, signerName}: the studio's contract
// settings (account_settings key `contracts`), which Zero syncs to every manager. With
// autoCountersign, the studio's typed signature in signerName's name follows the client's at once.
import { contractSettings } from '@core/domain/contract';
import { needs } from '@core/domain/roles';
import { storeAccountSetting } from '../lib/account-setting';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const settings = parseJsonBody(event, contractSettings);
  await storeAccountSetting(sql, accountId, 'contracts', settings, caller.userId);
  return json(200, { contracts: settings });
});
