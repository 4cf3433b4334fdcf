import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicNotice } from '../../components/public/public-notice';

/** A gallery past its expiry date: clients are told so, and who to ask for more time. */
export function GalleryExpiredNotice({ studio }: { studio: string }) {
  const { t } = useTranslation('public');
  return (
    <PublicNotice
      icon={Hourglass}
      testId="public-gallery-expired"
      texts={t('expired', { returnObjects: true, studio })}
    />
  );
}
