import { useTranslation } from 'react-i18next';
import type { OutstandingSummary } from '@core/domain/outstanding';
import { useStudioFormat } from '../../hooks/use-studio-format';

/**
 * The sentence under what clients owe, worded once for Home's card and the Clients dashboard:
 * how much of the total is for sessions already held.
 */
export function OwedCaption({ summary }: { summary: OutstandingSummary }) {
  const { t } = useTranslation('backoffice');
  const format = useStudioFormat();
  return <>{t(`outstanding.${summary.caption}`, { amount: format.money(summary.overdue) })}</>;
}
