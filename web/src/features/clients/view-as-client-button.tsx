import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { createApiClient } from '../../lib/api';

type ViewAsClientButtonProps = { accountId: string; customerId: string };

/**
 * "View as client": the customer's portal in a new tab, as a preview in which nothing can be
 * answered, signed or paid. The tab opens on the click (a tab opened after a request is blocked as
 * a pop-up), then goes to the one-time link the API answers.
 */
export function ViewAsClientButton({ accountId, customerId }: ViewAsClientButtonProps) {
  const { t } = useTranslation('customers');
  const errorMessage = useApiErrorMessage();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const { url } = await createApiClient(accountId).post(
        `/api/accounts/${encodeURIComponent(accountId)}/customers/${encodeURIComponent(customerId)}/portal-preview`,
        {},
        z.object({ url: z.string() }),
      );
      if (tab) {
        // The portal needs nothing of the back office's tab.
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(errorMessage(error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button variant="outline" disabled={opening} onClick={() => void open()} data-testid="view-as-client">
      {opening ? <Spinner /> : <Eye aria-hidden="true" />}
      {t('detail.viewAsClient')}
    </Button>
  );
}
