import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicNotFound, PublicNotice } from './public-notice';
import { usePublicSite } from './use-public-site';

/** A photographer's custom page: the home page (index) or any other path (`*`). */
export function PublicPage() {
  const { t } = useTranslation('public');
  const { '*': path } = useParams();
  const { home } = usePublicSite();
  if (path) return <PublicNotFound testId="public-page-not-found" />;
  return (
    <PublicNotice
      icon={Sparkles}
      testId="public-page-coming-soon"
      texts={t('comingSoon', { returnObjects: true })}
      action={{ label: t('booking.link'), to: `${home.replace(/\/$/, '')}/book` }}
    />
  );
}
