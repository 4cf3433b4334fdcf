import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingStatus } from '@core/domain/usage';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { CardError } from './card-error';
import { cardSetupUrl, type Usage } from './usage-api';

/** Where the card's page sends the owner back to. */
const USAGE_PATH = '/app/settings/usage';

const statusBadges: Record<BillingStatus, 'secondary' | 'success' | 'destructive' | 'outline'> = {
  free: 'secondary',
  active: 'success',
  past_due: 'destructive',
  cancelled: 'outline',
};

/**
 * How the studio pays: its state, the card on file, and a way to add or change it. The card is
 * typed on the payment provider's own page (Stripe Checkout), never in this app.
 */
export function BillingCard({ billing }: { billing: Usage['billing'] }) {
  const { t } = useTranslation('usage');
  const { account } = useAccount();
  const { locale } = useStudioFormat();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const offline = useWriteBlock('api');
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();

  const addCard = async () => {
    setLeaving(true);
    setError(undefined);
    try {
      window.location.assign(await cardSetupUrl(api, account.id, locale, USAGE_PATH));
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
      setLeaving(false);
    }
  };

  return (
    <Card data-testid="billing-card">
      <CardHeader>
        <CardTitle>{t('billing.title')}</CardTitle>
        <CardDescription>{t('billing.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3">
          <dt className="text-muted-foreground">{t('billing.status')}</dt>
          <dd>
            <Badge variant={statusBadges[billing.status]} data-testid="billing-status">
              {t(`billing.statuses.${billing.status}`)}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">{t('billing.card')}</dt>
          <dd data-testid="billing-card-on-file">
            {billing.card ? (
              <span className="flex items-center gap-2">
                <CreditCard className="size-4 text-muted-foreground" aria-hidden="true" />
                <span aria-hidden="true" className="capitalize">
                  {billing.card.brand} •••• {billing.card.last4}
                </span>
                <span className="sr-only">{t('billing.cardEnding', billing.card)}</span>
              </span>
            ) : (
              t('billing.noCard')
            )}
          </dd>
        </dl>
        {billing.status === 'past_due' && <p>{t('billing.pastDueHint')}</p>}
        <CardError error={error} />
      </CardContent>
      <CardFooter className="justify-end">
        <WritesOffNotice reason={offline} />
        <Button
          variant={billing.card ? 'outline' : 'default'}
          disabled={leaving || offline !== undefined}
          onClick={() => void addCard()}
        >
          {leaving ? <Spinner /> : <CreditCard aria-hidden="true" />}
          {billing.card ? t('billing.replaceCard') : t('billing.addCard')}
        </Button>
      </CardFooter>
    </Card>
  );
}
