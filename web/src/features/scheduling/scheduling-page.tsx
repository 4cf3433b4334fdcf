import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';

export function SchedulingPage() {
  const { t } = useTranslation('scheduling');
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <EmptyState
        icon={CalendarDays}
        testId="scheduling-empty"
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button asChild variant="outline">
            <Link to="/app/clients/customers">{t('empty.action')}</Link>
          </Button>
        }
      />
    </div>
  );
}
