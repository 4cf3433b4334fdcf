import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '@core/domain/contract';
import { Badge } from './ui/badge';

const variants = {
  draft: 'outline',
  sent: 'secondary',
  signed: 'warning',
  completed: 'success',
  void: 'destructive',
} as const satisfies Record<ContractStatus, ComponentProps<typeof Badge>['variant']>;

/** A contract's status wherever it shows: Draft, Sent, Signed by client, Signed by both, Withdrawn. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts');
  return (
    <Badge variant={variants[status]} data-testid="contract-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
