import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';

export function NewGalleryPage() {
  const { t } = useTranslation('galleries');
  return (
    <div className="grid gap-8">
      <PageHeader title={t('new.title')} />
      <EmptyState
        icon={ImagePlus}
        testId="new-gallery-empty"
        title={t('new.emptyTitle')}
        description={t('new.emptyDescription')}
        action={
          <Button asChild variant="outline">
            <Link to="/app/clients/customers">{t('new.action')}</Link>
          </Button>
        }
      />
    </div>
  );
}
