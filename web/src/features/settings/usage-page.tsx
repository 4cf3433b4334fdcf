import { CloudAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { BillingCard } from './billing-card';
import { InvoicesList } from './invoices-list';
import { SpendingCapForm } from './spending-cap-form';
import { readUsage, type Usage } from './usage-api';
import { UsageChart } from './usage-chart';
import { useUsageFormat } from './usage-format';
import { UsageLines } from './usage-lines';
import { UsageStanding } from './usage-standing';
import { useAccountRead } from './use-account-read';

/**
 * Settings → Usage, for owners (app/router.tsx): what the studio uses and costs, where it
 * stands against its limit, how it pays, and its invoices (docs/decisions/pay-per-use.md).
 */
export function UsagePage() {
  const { t } = useTranslation(['usage', 'common']);
  const apiErrorMessage = useApiErrorMessage();
  const usage = useAccountRead(readUsage);
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <BackLink to="/app/settings" label={t('back')} className="text-muted-foreground" />
        <PageHeader title={t('title')} description={t('description')} />
      </div>
      {usage.state === 'loading' && (
        <div className="grid gap-6" data-testid="usage-loading">
          <Skeleton className="h-40" />
          <Skeleton className="h-72" />
        </div>
      )}
      {usage.state === 'failed' && (
        <EmptyState
          icon={CloudAlert}
          testId="usage-load-failed"
          texts={{ title: t('loadFailed'), description: apiErrorMessage(usage.error) }}
          action={{ label: t('common:actions.tryAgain'), onClick: usage.retry }}
        />
      )}
      {usage.state === 'ready' && <UsageReport usage={usage.data} reload={usage.reload} />}
    </div>
  );
}

function UsageReport({ usage, reload }: { usage: Usage; reload: () => void }) {
  const format = useUsageFormat(usage.currency);
  return (
    <>
      <UsageStanding usage={usage} format={format} />
      <UsageLines usage={usage} format={format} />
      <UsageChart usage={usage} format={format} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <BillingCard billing={usage.billing} />
        <SpendingCapForm spendingCap={usage.billing.spendingCap} format={format} onSaved={reload} />
      </div>
      <InvoicesList />
    </>
  );
}
