// The badges a quote or an invoice shows wherever it is listed: its status, and how it stands with money.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@rocicorp/zero';
import type { QuoteShownStatus } from '@core/domain/invoice';
import type { InvoicePaymentStatus } from '@core/domain/invoice-payments';
import type { schema } from '@core/zero/schema';
import { Badge } from './ui/badge';

type InvoiceRow = Row<typeof schema.tables.invoices>;

type Variant = ComponentProps<typeof Badge>['variant'];

const quoteVariants = {
  draft: 'outline',
  sent: 'secondary',
  accepted: 'success',
  declined: 'destructive',
  expired: 'warning',
} as const satisfies Record<QuoteShownStatus, Variant>;

const invoiceVariants = {
  draft: 'outline',
  issued: 'secondary',
  cancelled: 'destructive',
} as const satisfies Record<InvoiceRow['status'], Variant>;

const paymentVariants = {
  unpaid: 'outline',
  processing: 'secondary',
  partial: 'warning',
  paid: 'success',
  refunded: 'secondary',
} as const satisfies Record<InvoicePaymentStatus, Variant>;

export function QuoteStatusBadge({ status }: { status: QuoteShownStatus }) {
  const { t } = useTranslation('documents');
  return (
    <Badge variant={quoteVariants[status]} data-testid="quote-status">
      {t(`quoteStatus.${status}`)}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceRow['status'] }) {
  const { t } = useTranslation('documents');
  return (
    <Badge variant={invoiceVariants[status]} data-testid="invoice-status">
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}

/** How an issued invoice stands with money; a dispute is said beside it, whatever was paid. */
export function InvoicePaymentBadges({ invoice }: { invoice: Pick<InvoiceRow, 'paymentStatus' | 'disputed'> }) {
  const { t } = useTranslation('documents');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={paymentVariants[invoice.paymentStatus]} data-testid="invoice-payment-status">
        {t(`paymentStatus.${invoice.paymentStatus}`)}
      </Badge>
      {invoice.disputed && <Badge variant="destructive">{t('paymentStatus.disputed')}</Badge>}
    </span>
  );
}
