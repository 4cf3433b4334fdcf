import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from './page-message';

export function NotFound({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation('common');
  return (
    <PageMessage
      icon={Compass}
      testId="not-found"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={{ label: t('notFound.home'), to: homeHref }}
    />
  );
}
