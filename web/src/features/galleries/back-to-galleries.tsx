import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';

export function BackToGalleries() {
  const { t } = useTranslation('galleries');
  return <BackLink to="/app/galleries" label={t('detail.back')} className="text-muted-foreground" />;
}
