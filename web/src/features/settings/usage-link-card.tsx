import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../components/action-button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';

/** The way from Settings to Usage, for owners: what the studio uses, what it costs, its card and invoices. */
export function UsageLinkCard() {
  const { t } = useTranslation('usage');
  return (
    <Card data-testid="usage-link-card">
      <CardHeader>
        <CardTitle>{t('link.title')}</CardTitle>
        <CardDescription>{t('link.description')}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <ActionButton to="/app/settings/usage" label={t('link.open')} icon={Gauge} variant="outline" />
      </CardFooter>
    </Card>
  );
}
