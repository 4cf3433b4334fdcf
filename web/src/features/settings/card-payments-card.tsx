import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadFailed } from '../../components/load-failed';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { ApiClient } from '../../lib/api';
import { CardError } from './card-error';
import { settingsSections } from './settings-sections';
import { useAccountRead } from './use-account-read';

/** `GET /api/accounts/{id}/card-payments` (functions/card-payments/connection.ts). */
const connectionResponse = z.object({
  connected: z.boolean(),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /** What the platform keeps of each card payment, in basis points. */
  feeBasisPoints: z.number(),
});

const cardPaymentsPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/card-payments`;

function readConnection(api: ApiClient, accountId: string) {
  return api.get(cardPaymentsPath(accountId), connectionResponse);
}

/**
 * Whether the studio's own Stripe account takes its clients' card payments, and the way to connect
 * it (or finish connecting it) on Stripe's pages, which send the person back here.
 */
export function CardPaymentsCard() {
  const { t } = useTranslation('settings');
  const { account } = useAccount();
  const { locale } = useStudioFormat();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const offline = useWriteBlock('api');
  const connection = useAccountRead(readConnection);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();

  const connect = async () => {
    setLeaving(true);
    setError(undefined);
    try {
      const { url } = await api.post(
        `${cardPaymentsPath(account.id)}/connect`,
        { locale, returnPath: settingsSections.payments.path },
        z.object({ url: z.url() }),
      );
      window.location.assign(url);
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
      setLeaving(false);
    }
  };

  const ready = connection.state === 'ready' ? connection.data : undefined;
  const fee = ready && new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Card data-testid="card-payments">
      <CardHeader>
        <CardTitle>{t('cardPayments.title')}</CardTitle>
        <CardDescription>{t('cardPayments.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {connection.state === 'loading' && <Skeleton className="h-10" />}
        {connection.state === 'failed' && (
          <LoadFailed message={t('cardPayments.loadFailed')} error={connection.error} onRetry={connection.retry} />
        )}
        {ready && (
          <>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3">
              <dt className="text-muted-foreground">{t('cardPayments.account')}</dt>
              <dd data-testid="card-payments-account">
                {ready.connected ? t('cardPayments.connected') : t('cardPayments.notConnected')}
              </dd>
              {ready.connected && (
                <>
                  <dt className="text-muted-foreground">{t('cardPayments.charges')}</dt>
                  <dd>
                    <Badge variant={ready.chargesEnabled ? 'success' : 'warning'} data-testid="card-payments-charges">
                      {ready.chargesEnabled ? t('cardPayments.chargesEnabled') : t('cardPayments.chargesPending')}
                    </Badge>
                  </dd>
                </>
              )}
            </dl>
            {ready.connected && !ready.chargesEnabled && <p>{t('cardPayments.pendingHint')}</p>}
            <p className="text-muted-foreground" data-testid="card-payments-fee">
              {ready.feeBasisPoints > 0
                ? t('cardPayments.fee', { fee: fee!.format(ready.feeBasisPoints / 10_000) })
                : t('cardPayments.noFee')}
            </p>
          </>
        )}
        <CardError error={error} />
      </CardContent>
      {ready && !ready.chargesEnabled && (
        <CardFooter className="flex-wrap justify-end">
          <WritesOffNotice reason={offline} />
          <Button disabled={leaving || offline !== undefined} onClick={() => void connect()}>
            {leaving ? <Spinner /> : <CreditCard aria-hidden="true" />}
            {ready.connected ? t('cardPayments.resume') : t('cardPayments.connect')}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
