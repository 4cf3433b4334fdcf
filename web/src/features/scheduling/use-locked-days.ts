import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '@core/domain/plain-object';
import { toast } from '../../lib/toast';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useCan } from '../../hooks/use-role';
import { updateAccountSettings } from '../../lib/accounts';

/**
 * The days the studio takes no bookings (holidays, a wedding elsewhere), as calendar dates
 * 'YYYY-MM-DD' in the photographer setting; they close every plan on that day. Managers change
 * them, as they change every studio setting.
 */
export function useLockedDays(today: string) {
  const { t } = useTranslation('scheduling');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const canManage = useCan('manage');
  const settings = useAccountSettings();
  const [pending, setPending] = useState<string>();
  const photographer = useMemo(
    () => (isRecord(settings.photographer) ? settings.photographer : {}),
    [settings.photographer],
  );
  const locked = useMemo(
    () =>
      Array.isArray(photographer.lockedDays)
        ? photographer.lockedDays.filter((day): day is string => typeof day === 'string')
        : [],
    [photographer],
  );

  const toggle = async (day: string, label: string) => {
    const closing = !locked.includes(day);
    // Days gone by close nothing any more; dropping them keeps the list within its limit.
    const next = (closing ? [...locked, day] : locked.filter((d) => d !== day)).filter((d) => d >= today).sort();
    setPending(day);
    try {
      // The photographer setting is replaced whole: its other fields go along as last synced.
      replaceAccount(
        await updateAccountSettings(api, account.id, { photographer: { ...photographer, lockedDays: next } }),
      );
      toast.success(t(closing ? 'locked.closed' : 'locked.opened', { date: label }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setPending(undefined);
    }
  };

  return {
    locked,
    pending,
    /** Undefined for assistants: they see locked days but cannot change them. */
    toggle: canManage ? toggle : undefined,
  };
}
