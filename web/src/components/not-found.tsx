import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMessage } from './page-message';
import { Button } from './ui/button';

export function NotFound({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation('common');
  return (
    <PageMessage
      icon={Compass}
      testId="not-found"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button asChild variant="outline">
          <Link to={homeHref}>{t('notFound.home')}</Link>
        </Button>
      }
    />
  );
}
