import { useQuery } from '@rocicorp/zero/react';
import { CloudOff, FileX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { entityId } from '@core/domain/ids';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { queries } from '@core/zero/queries';
import { BackLink } from '@web/src/components/back-link';
import { EmptyState } from '@web/src/components/empty-state';
import { LoadingPlaceholder } from '@web/src/components/loading-placeholder';
import { PageHeader } from '@web/src/components/page-header';
import { QueryErrorState } from '@web/src/components/query-error-state';
import { Skeleton } from '@web/src/components/ui/skeleton';
import { useAccount } from '@web/src/hooks/use-account';
import { useQueryPatience } from '@web/src/hooks/use-query-patience';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
import { DocumentLink } from '../document-link';
import { useDocumentMoney } from '@web/src/hooks/use-document-money';
import { DocumentTotals } from '../document-totals';
import {
  documentsPath,
  invoiceEditPath,
  invoicePath,
  type DocumentLineRow,
  type InstalmentRow,
  type InvoiceRow,
} from '../document-types';
import { LinesTable } from '../lines-table';
import { InvoicePaymentBadges, InvoiceStatusBadge } from '@web/src/components/document-status-badges';
import { InvoiceActions } from './invoice-actions';
import { InvoiceMessages } from './invoice-messages';
import { InvoiceMoney } from './invoice-money';
import { VerifactuRecords } from './verifactu-records';

/**
 * /app/invoices/:invoiceId: an issued or cancelled invoice exactly as it was issued, and what
 * followed it (payments, refunds, mails, Veri*Factu), live. A draft opens in its editor.
 */
export function InvoicePage() {
  const { t } = useTranslation('documents');
  const { invoiceId = '' } = useParams();
  const { account } = useAccount();
  const validId = entityId.safeParse(invoiceId).success;
  const [invoice, result] = useQuery(validId && queries.invoices.byId({ accountId: account.id, id: invoiceId }));
  const loading = useQueryPatience(invoice, result);
  const backLink = <BackLink to={documentsPath('invoice')} label={t('back.invoice')} />;

  if (validId && loading) {
    return (
      <LoadingPlaceholder className="grid gap-6" label={t('invoice.loading')}>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (!invoice) {
    // Only the server's complete answer proves the invoice is not there; offline, this device
    // may simply never have loaded it.
    return (
      <div className="grid gap-4">
        {backLink}
        {!validId || result.type === 'complete' ? (
          <EmptyState
            icon={FileX}
            testId="invoice-missing"
            headingLevel="h1"
            texts={{ title: t('missing.invoiceTitle'), description: t('missing.description') }}
          />
        ) : result.type === 'error' ? (
          <QueryErrorState
            texts={{ title: t('invoice.errorTitle'), description: t('invoice.error') }}
            onRetry={result.retry}
          />
        ) : (
          <EmptyState
            icon={CloudOff}
            headingLevel="h1"
            texts={{ title: t('invoice.offlineTitle'), description: t('invoice.offline') }}
          />
        )}
      </div>
    );
  }
  if (invoice.status === 'draft') return <Navigate to={invoiceEditPath(invoice.id)} replace />;
  return <InvoiceScreen invoice={invoice} />;
}

type InvoiceDetail = InvoiceRow & {
  readonly corrects?: InvoiceRow | undefined;
  readonly lines: readonly DocumentLineRow[];
  readonly instalments: readonly InstalmentRow[];
};

function InvoiceScreen({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const format = useStudioFormat();
  const money = useDocumentMoney(invoice.currency);
  const [setting] = useQuery(queries.invoices.settings({ accountId: account.id }));
  const spanish = readInvoicingSettings(setting?.value).country === 'ES';
  const number = invoice.numberText ?? '';
  const kind = invoice.kind === 'corrective' ? t('invoice.kind.corrective') : t('invoice.kind.invoice');

  return (
    <article className="grid gap-6" data-testid="invoice-screen">
      <BackLink to={documentsPath('invoice')} label={t('back.invoice')} />
      <PageHeader
        title={t('invoice.numbered', { kind, number })}
        description={
          <span className="flex flex-wrap gap-2">
            <InvoiceStatusBadge status={invoice.status} />
            <InvoicePaymentBadges invoice={invoice} />
          </span>
        }
        actions={<InvoiceActions invoice={invoice} />}
      />
      <section aria-label={t('invoice.facts')} className="grid gap-4 rounded-xl border bg-card p-6 sm:grid-cols-2">
        <dl className="grid gap-3 text-sm">
          <Fact label={t('invoice.customer')}>
            <Link
              className="font-medium underline-offset-4 hover:underline"
              to={`/app/clients/customers/${invoice.customerId}`}
            >
              {invoice.customerName}
            </Link>
            {invoice.customerEmail && <span className="block text-muted-foreground">{invoice.customerEmail}</span>}
            {invoice.customerTaxId && <span className="block text-muted-foreground">{invoice.customerTaxId}</span>}
            {invoice.customerAddress && (
              <span className="block whitespace-pre-line text-muted-foreground">{invoice.customerAddress}</span>
            )}
          </Fact>
          {invoice.corrects && (
            <Fact label={t('invoice.corrects')}>
              <Link className="font-medium underline-offset-4 hover:underline" to={invoicePath(invoice.corrects.id)}>
                {invoice.corrects.numberText}
              </Link>
              {invoice.correctionReason && (
                <span className="block text-muted-foreground">{invoice.correctionReason}</span>
              )}
            </Fact>
          )}
        </dl>
        <dl className="grid content-start gap-3 text-sm">
          {invoice.issuedAt !== null && (
            <Fact label={t('invoice.issuedAt')}>{format.date(invoice.issuedAt, 'longDate')}</Fact>
          )}
          {invoice.dueAt !== null && <Fact label={t('invoice.dueAt')}>{format.date(invoice.dueAt, 'longDate')}</Fact>}
          <Fact label={t('invoice.total')}>
            <span className="font-semibold tabular-nums">{money(invoice.total)}</span>
          </Fact>
          {invoice.status === 'cancelled' && invoice.cancelledAt !== null && (
            <Fact label={t('invoice.cancelledAt')}>
              {format.date(invoice.cancelledAt, 'longDate')}
              {invoice.cancelReason && <span className="block text-muted-foreground">{invoice.cancelReason}</span>}
            </Fact>
          )}
        </dl>
      </section>
      <section aria-labelledby="invoice-lines" className="grid gap-3">
        <h2 id="invoice-lines" className="text-lg font-semibold">
          {t('lines.heading')}
        </h2>
        <LinesTable lines={invoice.lines} currency={invoice.currency} />
        <DocumentTotals document={invoice} lines={invoice.lines} />
      </section>
      <InvoiceMoney invoice={invoice} instalments={invoice.instalments} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DocumentLink kind="invoice" documentId={invoice.id} />
        <InvoiceMessages invoice={invoice} />
      </div>
      {spanish && <VerifactuRecords invoice={invoice} />}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
