import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './link-card';

/** The way from Settings to Usage, for owners: what the studio uses, what it costs, its card and invoices. */
export function UsageLinkCard() {
  const { t } = useTranslation('usage');
  return (
    <LinkCard
      testId="usage-link-card"
      texts={{ title: t('link.title'), description: t('link.description'), open: t('link.open') }}
      to="/app/settings/usage"
      icon={Gauge}
    />
  );
}
