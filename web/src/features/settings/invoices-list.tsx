import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { billingCurrencyOf } from '@core/domain/usage';
import { LoadFailed } from '../../components/load-failed';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { TableHead } from './table-head';
import { listInvoices, type Invoice } from './usage-api';
import { useUsageFormat } from './usage-format';
import { useAccountRead } from './use-account-read';

/** Stripe's invoice states; another one is shown as it comes. */
const invoiceStatuses = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
type InvoiceStatus = (typeof invoiceStatuses)[number];
const isInvoiceStatus = (status: string): status is InvoiceStatus =>
  (invoiceStatuses as readonly string[]).includes(status);

const statusBadges: Record<InvoiceStatus, 'secondary' | 'success' | 'warning' | 'destructive' | 'outline'> = {
  draft: 'outline',
  open: 'warning',
  paid: 'success',
  void: 'secondary',
  uncollectible: 'destructive',
};

/** The studio's monthly invoices, newest first as billing lists them, each with its PDF. */
export function InvoicesList() {
  const { t } = useTranslation('usage');
  const invoices = useAccountRead(listInvoices);
  return (
    <Card data-testid="invoices">
      <CardHeader>
        <CardTitle>{t('invoices.title')}</CardTitle>
        <CardDescription>{t('invoices.description')}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {invoices.state === 'loading' && <Skeleton className="h-10" />}
        {invoices.state === 'failed' && (
          <LoadFailed message={t('invoices.loadFailed')} error={invoices.error} onRetry={invoices.retry} />
        )}
        {invoices.state === 'ready' &&
          (invoices.data.length === 0 ? (
            <p className="text-muted-foreground" data-testid="invoices-empty">
              {t('invoices.empty')}
            </p>
          ) : (
            <InvoicesTable invoices={invoices.data} />
          ))}
      </CardContent>
    </Card>
  );
}

function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation('usage');
  return (
    <div className="overflow-x-auto">
      <table className="w-full">
        <caption className="sr-only">{t('invoices.title')}</caption>
        <TableHead
          columns={[
            { label: t('invoices.columns.number') },
            { label: t('invoices.columns.period') },
            { label: t('invoices.columns.total'), figures: true },
            { label: t('invoices.columns.status') },
            { label: t('invoices.columns.download') },
          ]}
        />
        <tbody>
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('usage');
  const studio = useStudioFormat();
  // Stripe names currencies in lower case.
  const format = useUsageFormat(billingCurrencyOf(invoice.currency.toUpperCase()));
  const number = invoice.number ?? t('invoices.unnumbered');
  return (
    <tr className="border-b last:border-b-0" data-testid="invoice-row">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {number}
      </th>
      <td className="py-2 pr-4">{studio.dateRange(invoice.periodStart, invoice.periodEnd, 'date')}</td>
      <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{format.money(invoice.total)}</td>
      <td className="py-2 pr-4">
        {isInvoiceStatus(invoice.status) ? (
          <Badge variant={statusBadges[invoice.status]}>{t(`invoices.statuses.${invoice.status}`)}</Badge>
        ) : (
          <Badge variant="outline">{invoice.status}</Badge>
        )}
      </td>
      <td className="py-2">
        {invoice.pdfUrl && (
          <a
            href={invoice.pdfUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            aria-label={t('invoices.pdfOf', { number })}
          >
            <FileDown className="size-4" aria-hidden="true" />
            {t('invoices.pdf')}
          </a>
        )}
      </td>
    </tr>
  );
}
