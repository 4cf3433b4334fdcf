import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';

/** /app/galleries/:galleryId and its /edit twin. */
export function GalleryPage() {
  const { t } = useTranslation('galleries');
  return (
    <div className="grid gap-8">
      <PageHeader title={t('detail.title')} />
      <EmptyState
        icon={ImageOff}
        testId="gallery-unavailable"
        title={t('detail.emptyTitle')}
        description={t('detail.emptyDescription')}
        action={
          <Button asChild variant="outline">
            <Link to="/app/galleries">{t('detail.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}
