import { Compass, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { usePublicSite } from './use-public-site';

/** A photographer's custom page: the home page (index) or any other path (`*`). */
export function PublicPage() {
  const { t } = useTranslation('public');
  const { '*': path } = useParams();
  const { home } = usePublicSite();
  if (path) {
    return (
      <EmptyState
        icon={Compass}
        testId="public-page-not-found"
        headingLevel="h1"
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild variant="outline">
            <Link to={home}>{t('notFound.action')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={Sparkles}
      testId="public-page-coming-soon"
      headingLevel="h1"
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
    />
  );
}
