import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../hooks/use-role';

/**
 * Why nothing can be shared yet, and what to do: the public address names the studio, so its
 * owners set it in Settings and everyone else asks them to.
 */
export function SlugMissingText({ linkClassName }: { linkClassName: string }) {
  const { t } = useTranslation('galleries');
  const canOwn = useCan('own');
  return (
    <>
      {t('invites.slugMissing')}{' '}
      {canOwn ? (
        <Link to="/app/settings" className={linkClassName}>
          {t('invites.openSettings')}
        </Link>
      ) : (
        t('invites.askOwner')
      )}
    </>
  );
}
