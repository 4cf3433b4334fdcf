import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import type { DocumentLanguage } from '@core/domain/invoice';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { previewValues, type PreviewRows } from './merge-preview';

/**
 * The merge fields the preview can fill now: the studio's (its name, and its legal details from
 * Settings → Invoicing), today, and whatever the contract's customer and session say.
 */
export function useStudioValues(language: DocumentLanguage, rows: Pick<PreviewRows, 'customer' | 'session'> = {}) {
  const { account } = useAccount();
  const { timeZone } = useStudioFormat();
  const now = useNow();
  const [settingsRow] = useQuery(queries.invoices.settings({ accountId: account.id }));
  const { customer, session } = rows;
  return useMemo(() => {
    const { legalName, taxId, address } = readInvoicingSettings(settingsRow?.value);
    return previewValues({
      language,
      timeZone,
      now,
      studio: { name: account.name, legalName, taxId, address },
      customer,
      session,
    });
  }, [language, timeZone, now, settingsRow, account.name, customer, session]);
}
