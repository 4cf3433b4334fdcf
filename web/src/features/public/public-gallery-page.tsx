import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { usePublicSite } from './use-public-site';

/** A public gallery or a gallery invite; the galleries milestone shows the photos here. */
export function PublicGalleryPage() {
  const { t } = useTranslation('public');
  const { home } = usePublicSite();
  return (
    <EmptyState
      icon={ImageOff}
      testId="public-gallery-unavailable"
      headingLevel="h1"
      title={t('gallery.title')}
      description={t('gallery.description')}
      action={
        <Button asChild variant="outline">
          <Link to={home}>{t('gallery.action')}</Link>
        </Button>
      }
    />
  );
}
