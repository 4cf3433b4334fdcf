import { useTranslation } from 'react-i18next';
import type { SessionPaymentStatus, SessionStatus } from '@core/domain/session';
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
  return (
    <Badge variant={sessionVariants[status]} data-testid="session-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: SessionPaymentStatus }) {
  const { t } = useTranslation('sessions');
  return (
    <Badge variant={paymentVariants[status]} data-testid="session-payment-status">
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
