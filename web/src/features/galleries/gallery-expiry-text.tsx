import { useTranslation } from 'react-i18next';
import { isExpired } from '@core/domain/gallery-options';
import { useStudioFormat } from '../../hooks/use-studio-format';

/** "Never expires", "Expires Jun 30, 2026" or "Expired …", on the studio's clock. */
export function GalleryExpiryText({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation('galleries');
  const { date } = useStudioFormat();
  if (expiresAt <= 0) return <>{t('expiry.never')}</>;
  const day = date(expiresAt, 'date');
  return <>{isExpired(expiresAt) ? t('expiry.expired', { date: day }) : t('expiry.on', { date: day })}</>;
}
