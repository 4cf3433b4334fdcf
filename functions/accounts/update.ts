// PATCH /api/accounts/{id}: rename a studio or change its account-level settings.
import { needs } from '@core/domain/roles';
import { z } from 'zod';
import { studioName } from '@core/domain/account';
import { accountSettings, accountSettingsPatch, patchedSettings } from '@core/domain/account-settings';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { accountsOf } from './account-row';

const patch = z
  .strictObject({
    name: studioName.optional(),
    settings: accountSettingsPatch.optional(),
  })
  .refine((value) => value.name !== undefined || value.settings !== undefined, 'empty');

// The settings as they would be stored, checked whole (size included); refusals name `settings.<key>`.
const storedSettings = z.object({ settings: accountSettings });

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const changes = parseJsonBody(event, patch);
  await sql.begin(async (tx) => {
    // Locked, so two saves of different keys cannot each write back a copy without the other's.
    const [current] = await tx<{ settings: Record<string, unknown> }[]>`
      select settings from accounts where id = ${accountId} for no key update`;
    const settings =
      changes.settings === undefined
        ? undefined
        : parseInput({ settings: patchedSettings(current?.settings ?? {}, changes.settings) }, storedSettings).settings;
    await tx`
      update accounts set
        name = coalesce(${changes.name ?? null}, name),
        settings = ${settings === undefined ? tx`settings` : tx.json(settings)}
      where id = ${accountId}`;
  });
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
