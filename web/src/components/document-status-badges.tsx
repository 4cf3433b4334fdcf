// The badges a quote or an invoice shows wherever it is listed: its status, and how it stands with money.
import { useTranslation } from 'react-i18next';
import type { Row } from '@rocicorp/zero';
import type { QuoteShownStatus } from '@core/domain/invoice-values';
import type { InvoicePaymentStatus } from '@core/domain/invoice-payments';
import type { schema } from '@core/zero/schema';
import { StatusBadge, type BadgeVariant } from './status-badge';
import { Badge } from './ui/badge';

type InvoiceRow = Row<typeof schema.tables.invoices>;

const quoteVariants = {
  draft: 'outline',
  sent: 'secondary',
  accepted: 'success',
  declined: 'destructive',
  expired: 'warning',
} as const satisfies Record<QuoteShownStatus, BadgeVariant>;

const invoiceVariants = {
  draft: 'outline',
  issued: 'secondary',
  cancelled: 'destructive',
} as const satisfies Record<InvoiceRow['status'], BadgeVariant>;

const paymentVariants = {
  unpaid: 'outline',
  processing: 'secondary',
  partial: 'warning',
  paid: 'success',
  refunded: 'secondary',
} as const satisfies Record<InvoicePaymentStatus, BadgeVariant>;

export function QuoteStatusBadge({ status }: { status: QuoteShownStatus }) {
  const { t } = useTranslation('documents');
  return (
    <StatusBadge status={status} variants={quoteVariants} label={t(`quoteStatus.${status}`)} testId="quote-status" />
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceRow['status'] }) {
  const { t } = useTranslation('documents');
  return (
    <StatusBadge
      status={status}
      variants={invoiceVariants}
      label={t(`invoiceStatus.${status}`)}
      testId="invoice-status"
    />
  );
}

/** How an issued invoice stands with money; a dispute is said beside it, whatever was paid. */
export function InvoicePaymentBadges({ invoice }: { invoice: Pick<InvoiceRow, 'paymentStatus' | 'disputed'> }) {
  const { t } = useTranslation('documents');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge
        status={invoice.paymentStatus}
        variants={paymentVariants}
        label={t(`paymentStatus.${invoice.paymentStatus}`)}
        testId="invoice-payment-status"
      />
      {invoice.disputed && <Badge variant="destructive">{t('paymentStatus.disputed')}</Badge>}
    </span>
  );
}
