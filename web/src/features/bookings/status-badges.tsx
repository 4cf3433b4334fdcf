import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPaymentStatus, SessionStatus } from '@core/domain/session-values';
import { Badge } from '../../components/ui/badge';

const sessionVariants = {
  scheduled: 'outline',
  confirmed: 'secondary',
  completed: 'success',
  cancelled: 'destructive',
  no_show: 'warning',
} as const satisfies Record<SessionStatus, string>;

const paymentVariants = {
  pending: 'outline',
  partial: 'warning',
  paid: 'success',
  refunded: 'secondary',
} as const satisfies Record<SessionPaymentStatus, string>;

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('sessions');
  return <StatusBadge variant={sessionVariants[status]} testId="session-status" label={t(`status.${status}`)} />;
}

export function PaymentStatusBadge({ status }: { status: SessionPaymentStatus }) {
  const { t } = useTranslation('sessions');
  const label = t(`paymentStatus.${status}`);
  return <StatusBadge variant={paymentVariants[status]} testId="session-payment-status" label={label} />;
}

type StatusBadgeProps = { variant: ComponentProps<typeof Badge>['variant']; testId: string; label: string };

function StatusBadge({ variant, testId, label }: StatusBadgeProps) {
  return (
    <Badge variant={variant} data-testid={testId}>
      {label}
    </Badge>
  );
}
