import { useQuery } from '@rocicorp/zero/react';
import { FilePlus2, FileText, ReceiptText, SearchX, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { invoiceStatuses, quoteShownStatus, type QuoteShownStatus } from '@core/domain/invoice-values';
import { queries } from '@core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Options } from '../../components/options';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { VirtualTable } from '../../components/virtual-table';
import { useAccount } from '../../hooks/use-account';
import { useListWindow } from '../../hooks/use-list-window';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useDocumentMoney } from '../../hooks/use-document-money';
import {
  invoiceEditPath,
  invoicePath,
  quotePath,
  type DocumentKind,
  type InvoiceRow,
  type QuoteRow,
  type WithCustomer,
} from './document-types';
import { NewDocumentDialog } from './new-document-dialog';
import { InvoicePaymentBadges, InvoiceStatusBadge, QuoteStatusBadge } from '../../components/document-status-badges';

const ROW_HEIGHT = 57;
const quoteFilters = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const satisfies QuoteShownStatus[];

/** The invoices tab: newest first, by status. */
export function InvoiceList() {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const [status, setStatus] = useState<InvoiceRow['status'] | ''>('');
  const { limit, grow } = useListWindow(status);
  const [invoices, result] = useQuery(
    queries.invoices.list({ accountId: account.id, limit, ...(status ? { status } : {}) }),
  );
  return (
    <DocumentListFrame
      kind="invoice"
      count={invoices.length}
      more={invoices.length >= limit}
      loading={useQueryPatience(invoices, result)}
      error={result.type === 'error' ? result.retry : undefined}
      filter={
        <StatusFilter
          value={status}
          onChange={(value) => setStatus(value as InvoiceRow['status'] | '')}
          options={invoiceStatuses.map((value) => ({ value, label: t(`invoiceStatus.${value}`) }))}
        />
      }
      filtered={status !== ''}
      onClearFilter={() => setStatus('')}
    >
      <InvoiceTable invoices={invoices} onNearEnd={invoices.length >= limit ? grow : undefined} />
    </DocumentListFrame>
  );
}

/** The quotes tab: newest first, by status (an expired quote is a sent one past its date). */
export function QuoteList() {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const now = useNow();
  const [status, setStatus] = useState<QuoteShownStatus | ''>('');
  const { limit, grow } = useListWindow(status);
  const stored = status === 'expired' ? 'sent' : status;
  const [rows, result] = useQuery(
    queries.quotes.list({ accountId: account.id, limit, ...(stored ? { status: stored } : {}) }),
  );
  const quotes = status === '' ? rows : rows.filter((quote) => quoteShownStatus(quote, now) === status);
  return (
    <DocumentListFrame
      kind="quote"
      count={quotes.length}
      more={rows.length >= limit}
      loading={useQueryPatience(rows, result)}
      error={result.type === 'error' ? result.retry : undefined}
      filter={
        <StatusFilter
          value={status}
          onChange={(value) => setStatus(value as QuoteShownStatus | '')}
          options={quoteFilters.map((value) => ({ value, label: t(`quoteStatus.${value}`) }))}
        />
      }
      filtered={status !== ''}
      onClearFilter={() => setStatus('')}
    >
      <QuoteTable quotes={quotes} now={now} onNearEnd={rows.length >= limit ? grow : undefined} />
    </DocumentListFrame>
  );
}

type FrameProps = {
  kind: DocumentKind;
  count: number;
  more: boolean;
  loading: boolean;
  /** Retries a query that failed, when it did. */
  error: (() => void) | undefined;
  filter: ReactNode;
  filtered: boolean;
  onClearFilter: () => void;
  children: ReactNode;
};

const emptyIcons: Record<DocumentKind, LucideIcon> = { invoice: ReceiptText, quote: FileText };

/** A tab's heading, count, filter and "New" button, then its table or what to do instead. */
function DocumentListFrame({
  kind,
  count,
  more,
  loading,
  error,
  filter,
  filtered,
  onClearFilter,
  children,
}: FrameProps) {
  const { t } = useTranslation('documents');
  const [creating, setCreating] = useState(false);
  const headingId = `${kind}-list-heading`;
  const newDocument = () => setCreating(true);
  return (
    <section aria-labelledby={headingId} className="grid gap-5" data-screen-ready={loading ? undefined : ''}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {t(`list.${kind}.title`)}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {loading ? '\u00a0' : more ? t('list.countAtLeast', { count }) : t('list.count', { count })}
          </p>
        </div>
        <Button onClick={newDocument}>
          <FilePlus2 aria-hidden="true" />
          {t(`list.${kind}.new`)}
        </Button>
      </div>
      {filter}
      {error && count === 0 ? (
        <QueryErrorState
          texts={{ title: t('list.errorTitle'), description: t('list.errorDescription') }}
          onRetry={error}
        />
      ) : loading ? (
        <LoadingPlaceholder className="grid gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </LoadingPlaceholder>
      ) : count > 0 ? (
        children
      ) : filtered ? (
        <EmptyState
          icon={SearchX}
          texts={{ title: t('list.noMatchTitle'), description: t(`list.${kind}.noMatch`) }}
          action={{ label: t('list.clearFilter'), onClick: onClearFilter }}
        />
      ) : (
        <EmptyState
          icon={emptyIcons[kind]}
          testId={`${kind}s-empty`}
          texts={{ title: t(`list.${kind}.emptyTitle`), description: t(`list.${kind}.emptyDescription`) }}
          action={{ label: t(`list.${kind}.new`), onClick: newDocument }}
        />
      )}
      <NewDocumentDialog kind={kind} open={creating} onOpenChange={setCreating} />
    </section>
  );
}

type StatusFilterProps = {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

function StatusFilter({ value, onChange, options }: StatusFilterProps) {
  const { t } = useTranslation('documents');
  return (
    <NativeSelect
      aria-label={t('list.statusFilter')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="w-full sm:w-56"
    >
      <Options none={t('list.allStatuses')} options={options} />
    </NativeSelect>
  );
}

function InvoiceTable({
  invoices,
  onNearEnd,
}: {
  invoices: readonly WithCustomer<InvoiceRow>[];
  onNearEnd: (() => void) | undefined;
}) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const columns = useColumns('invoice');
  // A draft opens in its editor; every other invoice on its own screen.
  const pathOf = (invoice: InvoiceRow) =>
    invoice.status === 'draft' ? invoiceEditPath(invoice.id) : invoicePath(invoice.id);
  return (
    <VirtualTable
      rows={invoices}
      rowHeight={ROW_HEIGHT}
      onNearEnd={onNearEnd}
      caption={t('list.invoice.title')}
      testId="invoice-list"
      columns={columns}
      renderRow={(invoice, rowProps) => (
        <DocumentTableRow
          key={invoice.id}
          rowProps={rowProps}
          testId="invoice-row"
          to={pathOf(invoice)}
          onOpen={() => void navigate(pathOf(invoice))}
          number={invoice.numberText ?? t('list.draftNumber')}
          customer={invoice.customer?.name ?? invoice.customerName}
          date={invoice.issuedAt ?? invoice.createdAt}
          total={invoice.total}
          currency={invoice.currency}
          status={<InvoiceStatusBadge status={invoice.status} />}
          payment={invoice.status === 'issued' ? <InvoicePaymentBadges invoice={invoice} /> : null}
        />
      )}
    />
  );
}

function QuoteTable({
  quotes,
  now,
  onNearEnd,
}: {
  quotes: readonly WithCustomer<QuoteRow>[];
  now: number;
  onNearEnd: (() => void) | undefined;
}) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const columns = useColumns('quote');
  return (
    <VirtualTable
      rows={quotes}
      rowHeight={ROW_HEIGHT}
      onNearEnd={onNearEnd}
      caption={t('list.quote.title')}
      testId="quote-list"
      columns={columns}
      renderRow={(quote, rowProps) => (
        <DocumentTableRow
          key={quote.id}
          rowProps={rowProps}
          testId="quote-row"
          to={quotePath(quote.id)}
          onOpen={() => void navigate(quotePath(quote.id))}
          number={quote.title || t('list.quote.untitled')}
          customer={quote.customer?.name ?? ''}
          date={quote.sentAt ?? quote.createdAt}
          total={quote.total}
          currency={quote.currency}
          status={<QuoteStatusBadge status={quoteShownStatus(quote, now)} />}
        />
      )}
    />
  );
}

function useColumns(kind: DocumentKind) {
  const { t } = useTranslation('documents');
  return [
    { label: t(`list.${kind}.firstColumn`) },
    { label: t('list.columns.customer') },
    { label: t('list.columns.date'), className: 'hidden md:table-cell' },
    { label: t('list.columns.total'), className: 'text-right' },
    { label: t('list.columns.status') },
    ...(kind === 'invoice' ? [{ label: t('list.columns.payment'), className: 'hidden lg:table-cell' }] : []),
  ];
}

type RowProps = Parameters<Parameters<typeof VirtualTable>[0]['renderRow']>[1];

type DocumentTableRowProps = {
  rowProps: RowProps;
  testId: string;
  to: string;
  onOpen: () => void;
  number: string;
  customer: string;
  date: number;
  total: number;
  currency: string;
  status: ReactNode;
  /** The payment column's content; undefined when the table has no such column. */
  payment?: ReactNode;
};

/** One document: the whole row opens it, and its number is the link a keyboard reaches. */
function DocumentTableRow({
  rowProps,
  testId,
  to,
  onOpen,
  number,
  customer,
  date,
  total,
  currency,
  status,
  payment,
}: DocumentTableRowProps) {
  const format = useStudioFormat();
  const money = useDocumentMoney(currency);
  return (
    <tr {...rowProps} data-testid={testId} className="cursor-pointer hover:bg-muted/30" onClick={onOpen}>
      <td className="px-4 py-3 whitespace-nowrap">
        <Link
          to={to}
          onClick={(event) => event.stopPropagation()}
          className="rounded-sm font-medium tabular-nums hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {number}
        </Link>
      </td>
      <td className="max-w-[14rem] truncate px-4 py-3">{customer || '—'}</td>
      <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums md:table-cell">
        {format.date(date, 'date')}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{money(total)}</td>
      <td className="px-4 py-3">{status}</td>
      {payment !== undefined && <td className="hidden px-4 py-3 lg:table-cell">{payment}</td>}
    </tr>
  );
}
