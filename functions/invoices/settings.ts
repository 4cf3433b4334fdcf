// PUT /api/accounts/{id}/invoicing {legalName, taxId, …}: the studio's invoicing profile, stored in
// account_settings (key `invoicing`), which Zero syncs to every member. Managers and owners write
// it; what is left out takes its default. Issued invoices keep the details they were issued with.
import { needs } from '@core/domain/roles';
import { invoicingSettings } from '@core/domain/invoicing-settings';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { storeAccountSetting } from '../lib/account-setting';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const invoicing = parseJsonBody(event, invoicingSettings);
  await storeAccountSetting(sql, accountId, 'invoicing', invoicing, caller.userId);
  return json(200, { invoicing });
});
