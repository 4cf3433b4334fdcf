import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from './page-message';

export function NotFound({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation('common');
  return (
    <PageMessage
      icon={Compass}
      testId="not-found"
      texts={t('notFound', { returnObjects: true })}
      action={{ label: t('notFound.home'), to: homeHref }}
    />
  );
}
