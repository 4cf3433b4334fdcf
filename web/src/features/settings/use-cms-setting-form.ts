import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { cmsSettingsOf } from '@core/domain/studio-profile';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { updateAccountSettings } from '../../lib/accounts';
import { useSettingForm } from './use-setting-form';

/** A text field of the studio's cms.settings, or '' when it holds none. */
export function cmsText(settings: Readonly<Record<string, unknown>>, field: string): string {
  const value = cmsSettingsOf(settings)[field];
  return typeof value === 'string' ? value : '';
}

/** cms.settings with `changes` in place: the API replaces it whole, so its other fields go back as they are. */
export function cmsSettingsWith(
  settings: Readonly<Record<string, unknown>>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  return { ...cmsSettingsOf(settings), ...changes };
}

type CmsSettingFormOptions<Input extends FieldValues, Output extends Record<string, unknown>> = {
  schema: z.ZodType<Output, Input>;
  /** What the form shows of the studio's settings. */
  valuesOf: (settings: Readonly<Record<string, unknown>>) => Input;
  savedMessage: string;
};

/** A form of some fields of cms.settings, saved into it beside the fields other forms keep there. */
export function useCmsSettingForm<Input extends FieldValues, Output extends Record<string, unknown>>({
  schema,
  valuesOf,
  savedMessage,
}: CmsSettingFormOptions<Input, Output>) {
  const { account, replaceAccount } = useAccount();
  const settings = useAccountSettings();
  const api = useApi();
  return useSettingForm({
    schema,
    values: valuesOf(settings),
    submit: async (values) => {
      const updated = await updateAccountSettings(api, account.id, {
        'cms.settings': cmsSettingsWith(settings, values),
      });
      replaceAccount(updated);
      return valuesOf(updated.settings);
    },
    savedMessage,
  });
}
